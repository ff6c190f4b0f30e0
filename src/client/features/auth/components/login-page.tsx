import { useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { Button } from '@/client/components/ui/button';
import { FormField } from '@/client/components/ui/form-field';
import { Input } from '@/client/components/ui/input';
import { paths } from '@/client/config/paths';
import { MarketingBlock } from '@/client/components/marketing/marketing-block';
import { authApi } from '@/client/lib/auth-api';
import { loginSchema } from '@/shared/schemas/sign-in';
import { useAfterSignIn } from '../api/after-sign-in';
import { signInFailureMessage } from '../auth-messages';
import { AuthCard } from './auth-card';
import { ResendVerification } from './resend-verification';
import type { TwoFactorState } from './two-factor-page';

export const UNLOCK_NOTE = 'You opened a sign-in link from your e-mail: sign in here to let this browser in.';

export interface LoginState {
  message?: string;
  email?: string;
}

export function LoginPage() {
  const location = useLocation();
  const state = (location.state ?? {}) as LoginState;
  // An e-mailed sign-in link, sent when strangers' failed sign-ins locked the account.
  const unlock = new URLSearchParams(location.search).get('unlock') ?? undefined;
  const navigate = useNavigate();
  const afterSignIn = useAfterSignIn();
  const [email, setEmail] = useState(state.email ?? '');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [unverified, setUnverified] = useState(false);
  const [busy, setBusy] = useState(false);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setUnverified(false);
    const parsed = loginSchema.safeParse({ email, password });
    if (!parsed.success) {
      const message = parsed.error.issues.map((issue) => issue.message).join(', ');
      setError(message);
      toast.error('Validation Error', { description: message });
      return;
    }
    setError(null);
    setBusy(true);
    let answer: Awaited<ReturnType<typeof authApi.signIn>>;
    try {
      answer = await authApi.signIn(parsed.data.email, parsed.data.password, unlock);
    } catch (failure) {
      const message = signInFailureMessage(failure);
      setError(message);
      setUnverified(message === 'Please confirm your email address before logging in');
      toast.error('Login Failed', { description: message });
      setBusy(false);
      return;
    }
    if ('twoFactorRedirect' in answer) {
      const next: TwoFactorState = { email: parsed.data.email };
      await navigate(paths.twoFactor, { state: next });
      return;
    }
    await afterSignIn(parsed.data.email);
  }

  return (
    <>
      <AuthCard title="Sign in to Coach Logbook" description="Enter your credentials to access your account">
        {unlock && (
          <p role="status" className="mb-4 rounded-md border border-brand-100 bg-brand-50 p-3 text-sm text-brand-900">
            {UNLOCK_NOTE}
          </p>
        )}
        {state.message && (
          <p role="status" className="mb-4 rounded-md border border-brand-100 bg-brand-50 p-3 text-sm text-brand-900">
            {state.message}
          </p>
        )}
        <form noValidate onSubmit={(event) => void onSubmit(event)} className="space-y-4">
          <FormField label="Email">
            <Input type="email" autoComplete="email" value={email} onChange={(event) => setEmail(event.target.value)} />
          </FormField>
          <div>
            <FormField label="Password">
              <Input
                type="password"
                autoComplete="current-password"
                value={password}
                onChange={(event) => setPassword(event.target.value)}
              />
            </FormField>
            <Link to={paths.resetPassword} className="mt-1 inline-block text-sm text-brand-700 hover:underline">
              Forgot password?
            </Link>
          </div>
          {error && (
            <p role="alert" className="text-sm text-red-700">
              {error}
            </p>
          )}
          {unverified && <ResendVerification email={email} password={password} onSignedIn={() => afterSignIn(email)} />}
          <Button type="submit" className="w-full" disabled={busy}>
            {busy ? 'Signing in...' : 'Sign In'}
          </Button>
        </form>
        <div className="mt-6 flex justify-between text-sm">
          <p className="text-slate-600">
            No account?{' '}
            <Link to={paths.signup} className="font-medium text-brand-700 hover:underline">
              Sign up
            </Link>
          </p>
          <Link to={paths.resetPassword} className="font-medium text-brand-700 hover:underline">
            Reset Password
          </Link>
        </div>
      </AuthCard>
      <MarketingBlock />
    </>
  );
}
