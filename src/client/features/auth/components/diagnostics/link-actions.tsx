import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { Button, buttonVariants } from '@/client/components/ui/button';
import { FormField } from '@/client/components/ui/form-field';
import { Input } from '@/client/components/ui/input';
import { paths } from '@/client/config/paths';
import { ApiError } from '@/client/lib/api-error';
import { authApi } from '@/client/lib/auth-api';
import { resetRequestSchema } from '@/shared/schemas/auth';
import { useMe } from '../../api/me';
import { useSignOut } from '../../api/sign-out';
import { CaptchaField, type CaptchaHandle } from '../captcha/captcha-field';
import { RESET_LINK_SENT } from '../reset/request-reset-form';

type Busy = 'reset' | 'signOut' | null;

/** What a person whose link failed can do next. */
export function LinkActions() {
  const me = useMe();
  const queryClient = useQueryClient();
  const signOut = useSignOut();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [busy, setBusy] = useState<Busy>(null);
  const captcha = useRef<CaptchaHandle>(null);
  const signedIn = Boolean(me.data?.user);

  async function requestReset() {
    const parsed = resetRequestSchema.safeParse({ email });
    if (!parsed.success) {
      setError(parsed.error.issues[0]!.message);
      return;
    }
    setError(null);
    setNotice(null);
    setBusy('reset');
    try {
      try {
        await authApi.requestPasswordReset(parsed.data.email, await captcha.current?.payload());
      } finally {
        captcha.current?.renew();
      }
      setNotice(RESET_LINK_SENT);
    } catch (failure) {
      const message = failure instanceof ApiError ? failure.message : 'Unknown error occurred';
      setError(message);
      toast.error('Request failed', { description: message });
    } finally {
      setBusy(null);
    }
  }

  async function signOutEverywhere() {
    setBusy('signOut');
    try {
      await authApi.revokeAllSessions();
    } catch {
      // Even if the server call fails, this browser still signs out below.
    }
    await queryClient.cancelQueries();
    await signOut({ message: 'You have been signed out on every device.' });
  }

  return (
    <div className="space-y-5">
      <div className="space-y-3">
        <FormField label="Email" error={error ?? undefined} hint="The address of your account.">
          <Input type="email" autoComplete="email" value={email} onChange={(event) => setEmail(event.target.value)} />
        </FormField>
        <CaptchaField ref={captcha} />
        <Button className="w-full" onClick={() => void requestReset()} disabled={busy !== null}>
          {busy === 'reset' ? 'Sending...' : 'Request a new reset link'}
        </Button>
        <p className="text-sm text-slate-600">
          Waiting for a confirmation link? Sign in with your email and password: we send a new one to your address.
        </p>
        {notice && (
          <p role="status" className="rounded-md border border-green-200 bg-green-50 p-3 text-sm text-green-900">
            {notice}
          </p>
        )}
      </div>
      <div className="flex flex-col gap-2 border-t border-slate-200 pt-4 sm:flex-row">
        {signedIn && (
          <Button
            variant="destructive"
            className="flex-1"
            onClick={() => void signOutEverywhere()}
            disabled={busy !== null}
          >
            {busy === 'signOut' ? 'Signing out...' : 'Sign out everywhere'}
          </Button>
        )}
        <Link to={paths.login} className={buttonVariants({ variant: 'secondary', className: 'flex-1' })}>
          Go to Sign in
        </Link>
      </div>
    </div>
  );
}
