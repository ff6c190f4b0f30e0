import { useState, type FormEvent } from 'react';
import { Button } from '@/client/components/ui/button';
import { FormField } from '@/client/components/ui/form-field';
import { PasswordInput } from '@/client/components/ui/password-input';
import { ApiError } from '@/client/lib/api-error';
import { passwordConfirmationSchema } from '@/shared/schemas/two-factor';

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
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const parsed = passwordConfirmationSchema.safeParse({ password });
    if (!parsed.success) {
      setError(parsed.error.issues[0]!.message);
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await onConfirm(parsed.data.password);
    } catch (failure) {
      setBusy(false);
      if (failure instanceof ApiError && failure.code === 'INVALID_PASSWORD') setError('Password is incorrect');
      else setError(failure instanceof ApiError ? failure.message : 'Something went wrong. Please try again.');
    }
  }

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
