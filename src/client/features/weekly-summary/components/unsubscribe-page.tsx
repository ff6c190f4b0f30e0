import { CheckCircle2, XCircle } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Button, buttonVariants } from '@/client/components/ui/button';
import { Spinner } from '@/client/components/ui/spinner';
import { paths } from '@/client/config/paths';
import { AuthCard } from '@/client/features/auth';
import { ApiError } from '@/client/lib/api-error';
import { INVALID_UNSUBSCRIBE_LINK, unsubscribeQuerySchema } from '@/shared/schemas/weekly-summary';
import { useUnsubscribe } from '../api/weekly-summary';

/**
 * The weekly summary's one-click link: opening it unsubscribes, with no sign-in (the signed token
 * names the coach). Opening the address alone changes nothing on the server: this page asks it.
 */
export function UnsubscribePage() {
  const [search] = useSearchParams();
  const parsed = unsubscribeQuerySchema.safeParse({ token: search.get('token') ?? undefined });
  const token = parsed.success ? parsed.data.token : null;
  const unsubscribe = useUnsubscribe();
  const sent = useRef(false);

  useEffect(() => {
    if (!token || sent.current) return;
    sent.current = true;
    unsubscribe.mutate(token);
  }, [token, unsubscribe]);

  const invalid = !token || (unsubscribe.error instanceof ApiError && unsubscribe.error.status === 400);
  return (
    <AuthCard title="Weekly summary">
      {invalid ? (
        <div className="space-y-4 text-center">
          <XCircle className="mx-auto size-12 text-red-700" aria-hidden="true" />
          <p className="text-slate-800">{INVALID_UNSUBSCRIBE_LINK}</p>
          <Link to={paths.login} className={buttonVariants({ className: 'w-full' })}>
            Sign in
          </Link>
        </div>
      ) : unsubscribe.isSuccess ? (
        <div className="space-y-4 text-center">
          <CheckCircle2 className="mx-auto size-12 text-green-700" aria-hidden="true" />
          <h2 className="text-xl font-semibold text-slate-900">You are unsubscribed</h2>
          <p className="text-slate-700">You will get no more weekly summaries from Coach Logbook.</p>
          <p className="text-sm text-slate-700">
            Changed your mind?{' '}
            <Link to={paths.account} className="font-medium text-brand-700 underline underline-offset-2">
              Turn it back on in your account
            </Link>
          </p>
        </div>
      ) : unsubscribe.isError ? (
        <div className="space-y-4 text-center" role="alert">
          <p className="text-slate-800">
            {unsubscribe.error instanceof ApiError && unsubscribe.error.code !== 'NETWORK_ERROR'
              ? unsubscribe.error.message
              : 'Coach Logbook could not be reached, so you are not unsubscribed yet.'}
          </p>
          <Button className="w-full" onClick={() => unsubscribe.mutate(token)}>
            Try again
          </Button>
        </div>
      ) : (
        <Spinner label="Unsubscribing..." />
      )}
    </AuthCard>
  );
}
