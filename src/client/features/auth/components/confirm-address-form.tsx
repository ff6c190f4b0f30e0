import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { Button } from '@/client/components/ui/button';
import { FormField } from '@/client/components/ui/form-field';
import { Input } from '@/client/components/ui/input';
import { paths } from '@/client/config/paths';
import { ApiError } from '@/client/lib/api-error';
import { authApi } from '@/client/lib/auth-api';
import { useAfterSignIn } from '../api/after-sign-in';
import { verificationFailureMessage } from '../auth-messages';
import type { TwoFactorState } from './two-factor-page';

export const WRONG_PASSWORD = 'That is not the password this account was created with.';

type Failure = { kind: 'password' } | { kind: 'other'; message: string };

function failureOf(error: unknown): Failure {
  if (error instanceof ApiError) {
    if (error.code === 'INVALID_EMAIL_OR_PASSWORD') return { kind: 'password' };
    if (error.code === 'TOKEN_EXPIRED' || error.code === 'INVALID_TOKEN') {
      return { kind: 'other', message: verificationFailureMessage(error) };
    }
    return { kind: 'other', message: error.message };
  }
  return { kind: 'other', message: verificationFailureMessage(error) };
}

/**
 * A confirmation link asks for the password chosen at sign-up (ADR 038): the link proves the mailbox,
 * the password proves who signed up, and the two together confirm the address and sign in. Someone
 * else's sign-up of this address can never be confirmed by its owner's click.
 */
export function ConfirmAddressForm({ email, token }: { email: string; token: string }) {
  const navigate = useNavigate();
  const afterSignIn = useAfterSignIn();
  const [password, setPassword] = useState('');
  const [failure, setFailure] = useState<Failure | null>(null);
  const [busy, setBusy] = useState(false);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!password) {
      setFailure({ kind: 'other', message: 'Please enter your password' });
      return;
    }
    setFailure(null);
    setBusy(true);
    let answer: Awaited<ReturnType<typeof authApi.confirmAddress>>;
    try {
      answer = await authApi.confirmAddress(email, password, token);
    } catch (error) {
      setFailure(failureOf(error));
      setBusy(false);
      return;
    }
    toast.success('Verification Successful!', { description: 'Your email address has been confirmed.' });
    if ('twoFactorRedirect' in answer) {
      const next: TwoFactorState = { email };
      await navigate(paths.twoFactor, { state: next });
      return;
    }
    await afterSignIn(email);
  }

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="space-y-4">
      <p className="text-sm text-slate-700">
        To confirm your e-mail address, enter the password you chose when you signed up.
      </p>
      <FormField label="Email">
        <Input type="email" autoComplete="username" value={email} readOnly />
      </FormField>
      <FormField label="Password">
        <Input
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
      </FormField>
      {failure && (
        <p role="alert" className="text-sm text-red-700">
          {failure.kind === 'password' ? (
            <>
              {WRONG_PASSWORD}{' '}
              <Link to={paths.resetPassword} className="font-medium text-brand-700 underline">
                Forgot it? Choose a new password
              </Link>
              , which confirms your address too.
            </>
          ) : (
            failure.message
          )}
        </p>
      )}
      <Button type="submit" className="w-full" disabled={busy}>
        {busy ? 'Confirming...' : 'Confirm and sign in'}
      </Button>
    </form>
  );
}
