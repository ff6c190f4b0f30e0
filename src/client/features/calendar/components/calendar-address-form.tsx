import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Button } from '@/client/components/ui/button';
import { FormField } from '@/client/components/ui/form-field';
import { Input } from '@/client/components/ui/input';
import { saveWithToasts } from '@/client/lib/save-with-toasts';
import { ApiError } from '@/client/lib/api-error';
import { calendarAddressInputSchema, type CalendarAddressInput } from '@/shared/schemas/calendar';
import { useSaveCalendarAddress } from '../api/calendar';

/** Pasting a calendar's private address: saved once, then read every hour. */
export function CalendarAddressForm() {
  const save = useSaveCalendarAddress();
  const form = useForm<{ url: string }, unknown, CalendarAddressInput>({
    resolver: zodResolver(calendarAddressInputSchema),
    defaultValues: { url: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async ({ url }) => {
    const saved = await saveWithToasts({
      form,
      thing: 'calendar address',
      editing: false,
      savedMessage: 'Calendar address saved: your calendar is being read.',
      save: () => save.mutateAsync(url),
      // The address already kept, or one too many: the server says which.
      showsServerMessage: (error: ApiError) => error.code === 'CONFLICT',
    });
    // The address is a secret: once kept, it leaves the page.
    if (saved) form.reset({ url: '' });
  });

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="space-y-3">
      <FormField
        label="Calendar address"
        error={errors.url?.message}
        hint="The private address (iCal link) in your calendar's settings. It is kept encrypted and never shown again in full."
      >
        <Input
          type="url"
          inputMode="url"
          autoComplete="off"
          spellCheck={false}
          placeholder="https://"
          {...form.register('url')}
        />
      </FormField>
      <Button type="submit" variant="secondary" disabled={isSubmitting}>
        {isSubmitting ? 'Saving...' : 'Save address'}
      </Button>
    </form>
  );
}
