import { useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { Button } from '@/client/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/client/components/ui/card';
import { FormField } from '@/client/components/ui/form-field';
import { PasswordInput } from '@/client/components/ui/password-input';
import { PasswordRules } from '@/client/features/auth';
import { ApiError } from '@/client/lib/api-error';
import { authApi } from '@/client/lib/auth-api';
import { changePasswordFormSchema, passwordRules } from '@/shared/schemas/auth';
import { accountSessionsKey } from '../api/account-sessions';

const EMPTY = { currentPassword: '', password: '', confirmPassword: '' };

/** Current, new and confirm; the server re-checks the current one and signs out other devices. */
export function ChangePasswordCard() {
  const rulesId = useId();
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const queryClient = useQueryClient();
  const set = (name: keyof typeof EMPTY) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [name]: event.target.value }));

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const parsed = changePasswordFormSchema.safeParse(values);
    if (!parsed.success) {
      const fieldErrors: Record<string, string> = {};
      for (const issue of parsed.error.issues) fieldErrors[String(issue.path[0])] ??= issue.message;
      if (passwordRules.some((rule) => !rule.test(values.password))) {
        fieldErrors.password = 'Please fix the password requirements';
      }
      setErrors(fieldErrors);
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      await authApi.changePassword(parsed.data.currentPassword, parsed.data.password);
      setValues(EMPTY);
      // The other devices are gone, and this browser now holds a new session.
      void queryClient.invalidateQueries({ queryKey: accountSessionsKey });
      toast.success('Password updated', {
        description: 'Your password has been changed. Your other devices have been signed out.',
      });
    } catch (error) {
      if (error instanceof ApiError && error.code === 'INVALID_PASSWORD') {
        setErrors({ currentPassword: 'Current password is incorrect' });
      } else {
        const message = error instanceof ApiError ? error.message : 'Failed to update password';
        toast.error('Failed to update password', { description: message });
      }
    } finally {
      setBusy(false);
    }
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>Change password</CardTitle>
        <CardDescription>Changing your password signs you out on every other device.</CardDescription>
      </CardHeader>
      <CardContent>
        <form noValidate onSubmit={(event) => void onSubmit(event)} className="max-w-md space-y-4">
          <FormField label="Current password" error={errors.currentPassword}>
            <PasswordInput
              autoComplete="current-password"
              value={values.currentPassword}
              onChange={set('currentPassword')}
            />
          </FormField>
          <div className="space-y-2">
            <FormField label="New password" error={errors.password}>
              <PasswordInput
                autoComplete="new-password"
                value={values.password}
                aria-describedby={rulesId}
                onChange={set('password')}
              />
            </FormField>
            <PasswordRules id={rulesId} password={values.password} />
          </div>
          <FormField label="Confirm new password" error={errors.confirmPassword}>
            <PasswordInput
              autoComplete="new-password"
              value={values.confirmPassword}
              onChange={set('confirmPassword')}
            />
          </FormField>
          <Button type="submit" disabled={busy}>
            {busy ? 'Updating password...' : 'Update password'}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
