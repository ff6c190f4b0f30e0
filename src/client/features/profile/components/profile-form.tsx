import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Button } from '@/client/components/ui/button';
import { FormField } from '@/client/components/ui/form-field';
import { Input, Textarea } from '@/client/components/ui/input';
import { Select } from '@/client/components/ui/select';
import { browserTimeZone } from '@/client/lib/dates';
import { saveWithToasts } from '@/client/lib/save-with-toasts';
import { timeZoneNames } from '@/shared/domain/time-zones';
import { profileInputSchema, type Profile, type ProfileFormValues, type ProfileInput } from '@/shared/schemas/profile';
import { useUpdateProfile } from '../api/profile';

/** Every zone the browser lists, and the coach's own even when this browser spells it otherwise. */
function timeZoneOptions(current: string) {
  const names = timeZoneNames();
  return names.includes(current) ? names : [current, ...names];
}

export function ProfileForm({ profile }: { profile: Profile }) {
  const update = useUpdateProfile();
  // Until the coach saves one, the browser's own zone is offered.
  const timeZone = profile.timeZone ?? browserTimeZone();
  const form = useForm<ProfileFormValues, unknown, ProfileInput>({
    resolver: zodResolver(profileInputSchema),
    defaultValues: {
      username: profile.username ?? '',
      displayName: profile.displayName ?? '',
      firstPractisedOn: profile.firstPractisedOn ?? '',
      professionalMemberships: profile.professionalMemberships ?? '',
      timeZone,
    },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    await saveWithToasts({
      form,
      thing: 'profile',
      editing: true,
      save: () => update.mutateAsync(values),
      showsServerMessage: (error) => error.code === 'CONFLICT',
    });
  });

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="max-w-md space-y-4">
      <FormField
        label="Username"
        error={errors.username?.message}
        hint="Optional. 3–30 letters, numbers, dots, hyphens or underscores."
      >
        <Input autoComplete="username" {...form.register('username')} />
      </FormField>
      <FormField label="Display name" error={errors.displayName?.message} hint="Optional. How we greet you.">
        <Input autoComplete="name" {...form.register('displayName')} />
      </FormField>
      <FormField
        label="First practised as a coach on"
        error={errors.firstPractisedOn?.message}
        hint="Optional. EMCC counts your years of practice from this date."
      >
        <Input type="date" {...form.register('firstPractisedOn')} />
      </FormField>
      <FormField
        label="Professional body memberships"
        error={errors.professionalMemberships?.message}
        hint="Optional. For example: ICF member since 2020; EMCC UK."
      >
        <Textarea rows={2} {...form.register('professionalMemberships')} />
      </FormField>
      <FormField
        label="Time zone"
        error={errors.timeZone?.message}
        hint="Sessions from your calendar are dated in this time zone."
      >
        <Select {...form.register('timeZone')}>
          {timeZoneOptions(timeZone).map((name) => (
            <option key={name} value={name}>
              {name.replaceAll('_', ' ')}
            </option>
          ))}
        </Select>
      </FormField>
      <Button type="submit" disabled={isSubmitting}>
        {isSubmitting ? 'Saving...' : 'Save profile'}
      </Button>
    </form>
  );
}
