import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Button } from '@/client/components/ui/button';
import { FormField } from '@/client/components/ui/form-field';
import { Input } from '@/client/components/ui/input';
import { Select } from '@/client/components/ui/select';
import { saveWithToasts } from '@/client/lib/save-with-toasts';
import { calendarRulesInputSchema, type CalendarRules, type CalendarRulesFormValues } from '@/shared/schemas/calendar';
import { paymentLabels, paymentTypes } from '@/shared/schemas/coaching-sessions';
import { useSaveCalendarRules } from '../api/calendar';

/** Titles to ignore, the word that marks coaching events, and the default payment. */
export function CalendarRulesForm({ rules }: { rules: CalendarRules }) {
  const save = useSaveCalendarRules();
  const form = useForm<CalendarRulesFormValues, unknown, CalendarRules>({
    resolver: zodResolver(calendarRulesInputSchema),
    defaultValues: {
      ignoredTitles: rules.ignoredTitles.join(', '),
      coachingWord: rules.coachingWord ?? '',
      defaultPayment: rules.defaultPayment,
    },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    await saveWithToasts({
      form,
      thing: 'rules',
      editing: true,
      savedMessage: 'Calendar rules saved',
      save: () => save.mutateAsync(values),
    });
  });

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="space-y-4">
      <FormField
        label="Titles to ignore"
        error={errors.ignoredTitles?.message}
        hint="Separate titles with commas, for example: Dentist, Lunch."
      >
        <Input autoComplete="off" {...form.register('ignoredTitles')} />
      </FormField>
      <FormField
        label="Word that marks coaching events"
        error={errors.coachingWord?.message}
        hint="Optional, for example: Coaching. Then only events with it in the title, or with a client, are proposed."
      >
        <Input autoComplete="off" {...form.register('coachingWord')} />
      </FormField>
      <FormField label="Default payment" error={errors.defaultPayment?.message}>
        <Select {...form.register('defaultPayment')}>
          {paymentTypes.map((payment) => (
            <option key={payment} value={payment}>
              {paymentLabels[payment]}
            </option>
          ))}
        </Select>
      </FormField>
      <Button type="submit" variant="secondary" disabled={isSubmitting}>
        {isSubmitting ? 'Saving...' : 'Save rules'}
      </Button>
    </form>
  );
}
