import { useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { Button } from '@/client/components/ui/button';
import { FormField } from '@/client/components/ui/form-field';
import { Input } from '@/client/components/ui/input';
import { paths } from '@/client/config/paths';
import { ApiError } from '@/client/lib/api-error';
import { authApi } from '@/client/lib/auth-api';
import { resetRequestSchema } from '@/shared/schemas/auth';
import { CaptchaField, type CaptchaHandle } from '../captcha/captcha-field';

export const RESET_LINK_SENT = 'Password reset link sent to your email';

/** 'Send Reset Link': the same answer whether or not the address has an account. */
export function RequestResetForm({ problem }: { problem?: string | null }) {
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  const [busy, setBusy] = useState(false);
  const captcha = useRef<CaptchaHandle>(null);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const parsed = resetRequestSchema.safeParse({ email });
    if (!parsed.success) {
      setError(parsed.error.issues[0]!.message);
      return;
    }
    setError(null);
    setBusy(true);
    try {
      await authApi.requestPasswordReset(parsed.data.email, await captcha.current?.payload());
      setSent(true);
      toast.success('Check your email', { description: RESET_LINK_SENT });
    } catch (failure) {
      const message = failure instanceof ApiError && failure.message ? failure.message : 'Failed to send reset email';
      setError(message);
      toast.error('Failed to send password reset email', { description: message });
    } finally {
      // Each request spends its solution, so the next one needs a new proof of work.
      captcha.current?.renew();
      setBusy(false);
    }
  }

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="space-y-4">
      {problem && (
        <p role="alert" className="rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-800">
          {problem}
        </p>
      )}
      <p className="text-sm text-slate-700">Enter the e-mail address of your account and we will send you a link.</p>
      <FormField label="Email" error={error ?? undefined}>
        <Input type="email" autoComplete="email" value={email} onChange={(event) => setEmail(event.target.value)} />
      </FormField>
      <CaptchaField ref={captcha} />
      {sent && (
        <p role="status" className="rounded-md border border-green-200 bg-green-50 p-3 text-sm text-green-900">
          {RESET_LINK_SENT}
        </p>
      )}
      <Button type="submit" className="w-full" disabled={busy}>
        {busy ? 'Sending...' : 'Send Reset Link'}
      </Button>
      <p className="text-center text-sm">
        <Link to={paths.login} className="font-medium text-brand-700 hover:underline">
          Back to Sign in
        </Link>
      </p>
    </form>
  );
}
