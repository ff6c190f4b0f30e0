import { useState } from 'react';
import { Button } from '@/client/components/ui/button';
import { FormField } from '@/client/components/ui/form-field';
import { PasswordInput } from '@/client/components/ui/password-input';
import { passwordConfirmationSchema } from '@/shared/schemas/two-factor';
import { useOneFieldForm } from './use-one-field-form';

/** Asks for the password again before a change to how the coach signs in. */
export function PasswordStep({
  submitLabel,
  busyLabel,
  onConfirm,
  onCancel,
}: {
  submitLabel: string;
  busyLabel: string;
  onConfirm: (password: string) => Promise<void>;
  onCancel: () => void;
}) {
  const [password, setPassword] = useState('');
  const { error, busy, onSubmit } = useOneFieldForm({
    schema: passwordConfirmationSchema,
    values: () => ({ password }),
    send: (data) => onConfirm(data.password),
    messages: { INVALID_PASSWORD: 'Password is incorrect' },
  });

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="space-y-4">
      <FormField label="Enter your password to continue" error={error ?? undefined}>
        <PasswordInput autoComplete="current-password" value={password} onChange={(e) => setPassword(e.target.value)} />
      </FormField>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button type="button" variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" disabled={busy}>
          {busy ? busyLabel : submitLabel}
        </Button>
      </div>
    </form>
  );
}
