import { Link } from 'react-router';
import { MailCheck } from 'lucide-react';
import { paths } from '@/client/config/paths';
import { AuthCard } from './auth-card';
import type { LoginState } from './login-page';

export const CHECK_INBOX_TITLE = 'Check your inbox';

/**
 * What follows a sign-up: the one thing left to do is open the e-mailed link. It says nothing about
 * whether the address already had an account (the server's answer does not either).
 */
export function CheckInbox({ email }: { email: string }) {
  const loginState: LoginState = { email };
  return (
    <AuthCard title={CHECK_INBOX_TITLE}>
      <div className="space-y-4 text-center" role="status">
        <MailCheck className="mx-auto size-12 text-brand-700" aria-hidden="true" />
        <p className="text-slate-800">
          We have sent a confirmation link to <strong className="break-all">{email}</strong>.
        </p>
        <p className="text-sm text-slate-700">
          Open it and enter the password you just chose: that confirms your address and opens your logbook.
        </p>
      </div>
      <p className="mt-6 text-center text-sm text-slate-600">
        No e-mail after a few minutes? Look in your spam folder, or{' '}
        <Link to={paths.login} state={loginState} className="font-medium text-brand-700 hover:underline">
          sign in
        </Link>{' '}
        to have a new link sent.
      </p>
    </AuthCard>
  );
}
