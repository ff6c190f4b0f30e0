import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { CheckCircle2, XCircle } from 'lucide-react';
import { buttonVariants } from '@/client/components/ui/button';
import { Spinner } from '@/client/components/ui/spinner';
import { paths } from '@/client/config/paths';
import { ApiError } from '@/client/lib/api-error';
import { authApi } from '@/client/lib/auth-api';
import { verificationFailureMessage } from '../auth-messages';
import { AuthCard } from './auth-card';
import type { LoginState } from './login-page';

type Outcome =
  { state: 'processing' } | { state: 'success' } | { state: 'failed'; message: string; serverCode?: string };

/** Reads the token from the query or, for older links, the hash. */
function readLink(searchParams: URLSearchParams) {
  const hash = new URLSearchParams(window.location.hash.replace(/^#/, ''));
  return {
    token: searchParams.get('token') ?? hash.get('token'),
    type: searchParams.get('type') ?? hash.get('type'),
    error: searchParams.get('error_description') ?? searchParams.get('error') ?? hash.get('error_description'),
  };
}

export function VerifyPage() {
  const [searchParams] = useSearchParams();
  const link = readLink(searchParams);
  const [outcome, setOutcome] = useState<Outcome>(() =>
    link.error
      ? { state: 'failed', message: link.error }
      : link.token
        ? { state: 'processing' }
        : { state: 'failed', message: 'Verification token not found in the URL.' },
  );
  const started = useRef(false);

  useEffect(() => {
    if (!link.token || link.error || started.current) return;
    started.current = true;
    authApi
      .verifyEmail(link.token)
      .then(() => setOutcome({ state: 'success' }))
      .catch((error: unknown) =>
        setOutcome({
          state: 'failed',
          message: verificationFailureMessage(error),
          serverCode: error instanceof ApiError ? error.code : undefined,
        }),
      );
  }, [link.token, link.error]);

  const continueState: LoginState = { message: 'Your email address has been confirmed. You can now log in.' };

  return (
    <AuthCard title="Email verification">
      {outcome.state === 'processing' && <Spinner label="Processing your verification..." />}
      {outcome.state === 'success' && (
        <div className="space-y-4 text-center">
          <CheckCircle2 className="mx-auto size-12 text-green-700" aria-hidden="true" />
          <h2 className="text-xl font-semibold text-slate-900">Verification Successful!</h2>
          <Link to={paths.login} state={continueState} className={buttonVariants({ className: 'w-full' })}>
            Continue to Login
          </Link>
        </div>
      )}
      {outcome.state === 'failed' && (
        <div className="space-y-4 text-center">
          <XCircle className="mx-auto size-12 text-red-700" aria-hidden="true" />
          <h2 className="text-xl font-semibold text-slate-900">Verification Failed</h2>
          <p role="alert" className="text-sm text-slate-700">
            {outcome.message}
          </p>
          <div className="flex flex-col gap-2 sm:flex-row">
            <Link to={paths.login} className={buttonVariants({ className: 'flex-1' })}>
              Return to Login
            </Link>
            <Link to={paths.authTroubleshoot} className={buttonVariants({ variant: 'secondary', className: 'flex-1' })}>
              Troubleshoot
            </Link>
          </div>
        </div>
      )}
      <details className="mt-6 rounded-md border border-slate-200 p-3 text-sm text-slate-700">
        <summary className="cursor-pointer font-medium">Debugging information</summary>
        <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
          <dt>Token present</dt>
          <dd>{link.token ? 'Yes' : 'No'}</dd>
          <dt>Link type</dt>
          <dd>{link.type ?? 'Not given'}</dd>
          <dt>Status</dt>
          <dd>{outcome.state}</dd>
          <dt>Server answer</dt>
          <dd>
            {outcome.state === 'failed'
              ? (outcome.serverCode ?? 'None')
              : outcome.state === 'success'
                ? 'Verified'
                : 'Waiting'}
          </dd>
        </dl>
      </details>
    </AuthCard>
  );
}
