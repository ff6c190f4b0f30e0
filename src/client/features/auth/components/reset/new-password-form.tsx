import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { Button } from '@/client/components/ui/button';
import { paths } from '@/client/config/paths';
import { ApiError } from '@/client/lib/api-error';
import { authApi } from '@/client/lib/auth-api';
import { newPasswordFormSchema } from '@/shared/schemas/auth';
import { forgetSignedInData } from '../../api/sign-out';
import type { LoginState } from '../login-page';
import { NewPasswordFields, newPasswordFormErrors } from '../new-password-fields';

export const PASSWORD_UPDATED = 'Your password has been updated. Please log in with your new password.';
const REDIRECT_DELAY_MS = 2000;

function updateFailureMessage(error: unknown) {
  if (error instanceof ApiError) {
    if (error.code === 'INVALID_TOKEN') {
      return `Invalid or expired reset link. Please request a new one. (${error.message})`;
    }
    return error.message || 'Failed to update password';
  }
  return 'Failed to update password';
}

/** The new-password form of a valid recovery link; afterwards every session is gone. */
export function NewPasswordForm({ token }: { token: string }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);

  useEffect(() => {
    if (!done) return;
    const timer = window.setTimeout(() => {
      const state: LoginState = { message: PASSWORD_UPDATED };
      void navigate(paths.login, { replace: true, state });
    }, REDIRECT_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [done, navigate]);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setFormError(null);
    const parsed = newPasswordFormSchema.safeParse({ password, confirmPassword });
    if (!parsed.success) {
      setErrors(newPasswordFormErrors(parsed.error, password));
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      await authApi.resetPassword(token, parsed.data.password);
    } catch (error) {
      const message = updateFailureMessage(error);
      setFormError(message);
      toast.error('Failed to update password', { description: message });
      setBusy(false);
      return;
    }
    // The server has already revoked every session; this clears the cookie and the browser's copy.
    await authApi.signOut().catch(() => undefined);
    forgetSignedInData(queryClient);
    toast.success('Password updated', { description: PASSWORD_UPDATED });
    setDone(true);
  }

  if (done) {
    return (
      <p role="status" className="rounded-md border border-green-200 bg-green-50 p-3 text-sm text-green-900">
        {PASSWORD_UPDATED}
      </p>
    );
  }

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="space-y-4">
      <NewPasswordFields
        label="New Password"
        revealable
        password={password}
        confirmPassword={confirmPassword}
        onPasswordChange={setPassword}
        onConfirmPasswordChange={setConfirmPassword}
        errors={errors}
      />
      {formError && (
        <p role="alert" className="text-sm text-red-700">
          {formError}
        </p>
      )}
      <Button type="submit" className="w-full" disabled={busy}>
        {busy ? 'Updating password...' : 'Update Password'}
      </Button>
    </form>
  );
}
