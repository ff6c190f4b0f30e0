import { useQuery } from '@tanstack/react-query';
import { Link, useLocation } from 'react-router';
import { CheckCircle2, XCircle } from 'lucide-react';
import { buttonVariants } from '@/client/components/ui/button';
import { Spinner } from '@/client/components/ui/spinner';
import { paths } from '@/client/config/paths';
import { readAuthLink } from '@/client/lib/auth-link';
import { linkStatusQueryOptions } from '../api/link-status';
import { meQueryOptions } from '../api/me';
import {
  isUnusedLinkType,
  UNUSED_LINK_TYPE,
  VERIFICATION_EXPIRED as EXPIRED,
  VERIFICATION_INVALID as INVALID,
} from '../auth-messages';
import { AuthCard } from './auth-card';
import { ConfirmAddressForm } from './confirm-address-form';
import type { LoginState } from './login-page';

export const ALREADY_VERIFIED = 'This email address has already been verified. You can proceed to login.';

type Outcome =
  | { state: 'processing' }
  | { state: 'confirm'; email: string; token: string }
  | { state: 'success'; message: string }
  | { state: 'failed'; message: string; serverAnswer?: string };

const CONFIRMATION_TYPES = new Set(['signup', 'email']);

export function VerifyPage() {
  const location = useLocation();
  const link = readAuthLink(location.search, location.hash);
  const usableToken =
    link.token && !link.error && (!link.type || CONFIRMATION_TYPES.has(link.type)) ? link.token : null;
  const status = useQuery({ ...linkStatusQueryOptions('signup', usableToken ?? ''), enabled: usableToken !== null });
  // Without a token, a signed-in coach (who could only sign in once confirmed) counts as verified.
  const me = useQuery({ ...meQueryOptions, enabled: !link.token && !link.error });
  const outcome = decideOutcome(link, usableToken, status, me);
  const continueState: LoginState = { message: ALREADY_VERIFIED };

  return (
    <AuthCard title="Email verification">
      {outcome.state === 'processing' && <Spinner label="Processing your verification..." />}
      {outcome.state === 'confirm' && <ConfirmAddressForm email={outcome.email} token={outcome.token} />}
      {outcome.state === 'success' && (
        <div className="space-y-4 text-center">
          <CheckCircle2 className="mx-auto size-12 text-green-700" aria-hidden="true" />
          <h2 className="text-xl font-semibold text-slate-900">Verification Successful!</h2>
          <p className="text-sm text-slate-700">{outcome.message}</p>
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
            <Link
              to={`${paths.authTroubleshoot}${location.search}${location.hash}`}
              className={buttonVariants({ variant: 'secondary', className: 'flex-1' })}
            >
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
          <dd>{serverAnswer(outcome, status.data?.reason)}</dd>
        </dl>
      </details>
    </AuthCard>
  );
}

function decideOutcome(
  link: ReturnType<typeof readAuthLink>,
  usableToken: string | null,
  status: { isPending: boolean; isError: boolean; data?: { reason: string; email?: string } },
  me: { isPending: boolean; data?: { user: unknown } },
): Outcome {
  if (link.error) return { state: 'failed', message: link.error };
  if (!link.token) {
    if (me.isPending) return { state: 'processing' };
    if (me.data?.user) return { state: 'success', message: ALREADY_VERIFIED };
    return { state: 'failed', message: 'Verification token not found in the URL.' };
  }
  if (isUnusedLinkType(link.type)) return { state: 'failed', message: UNUSED_LINK_TYPE, serverAnswer: 'Not checked' };
  if (!usableToken) return { state: 'failed', message: INVALID };
  if (status.isError) return { state: 'failed', message: 'Failed to verify your email using link. Please try again.' };
  if (status.isPending || !status.data) return { state: 'processing' };
  if (status.data.reason === 'already_verified') return { state: 'success', message: ALREADY_VERIFIED };
  if (status.data.reason === 'expired') return { state: 'failed', message: EXPIRED, serverAnswer: 'expired' };
  if (status.data.reason === 'invalid') return { state: 'failed', message: INVALID, serverAnswer: 'invalid' };
  if (!status.data.email) return { state: 'failed', message: INVALID, serverAnswer: 'invalid' };
  return { state: 'confirm', email: status.data.email, token: usableToken };
}

function serverAnswer(outcome: Outcome, reason: string | undefined) {
  if (outcome.state === 'failed' && outcome.serverAnswer) return outcome.serverAnswer;
  if (outcome.state === 'success') return 'Already verified';
  return reason ?? 'None';
}
