import { useEffect } from 'react';
import { useLocation, useNavigate, useRouteError } from 'react-router';
import { Button } from '@/client/components/ui/button';
import { APP_ONLINE, reportNetworkError, useOnline } from '@/client/lib/offline/network-status';
import { isModuleLoadError, isUnreachableError, UNREACHABLE_TITLE } from './unreachable';

/**
 * A page that failed inside the signed-in frame: the navigation stays, only the page's place
 * shows what happened. When the server could not be reached, the page loads again by itself as
 * soon as it can be (a page whose code never arrived needs a full load to ask for it again).
 */
export function PageErrorScreen() {
  const error = useRouteError();
  const navigate = useNavigate();
  const location = useLocation();
  const online = useOnline();
  const noAnswer = isUnreachableError(error);
  const unreachable = noAnswer || !online;
  const moduleMissing = isModuleLoadError(error);
  if (error && !unreachable) console.error('Route error', error);

  // A page's code that got no answer counts like an API call that got none: the app starts asking
  // the server again until it answers (network-status.ts), which then brings the page back.
  useEffect(() => {
    if (noAnswer) reportNetworkError();
  }, [noAnswer]);

  useEffect(() => {
    if (!unreachable) return;
    const retry = () => {
      if (moduleMissing) window.location.reload();
      else void navigate(location, { replace: true });
    };
    window.addEventListener(APP_ONLINE, retry);
    return () => window.removeEventListener(APP_ONLINE, retry);
  }, [unreachable, moduleMissing, navigate, location]);

  const tryAgain = () => (moduleMissing ? window.location.reload() : void navigate(location, { replace: true }));
  return (
    <div className="flex min-h-[40vh] items-center justify-center p-6">
      <div role="alert" className="max-w-md text-center">
        <h1 className="text-2xl font-semibold text-slate-900">
          {unreachable ? UNREACHABLE_TITLE : 'Something went wrong'}
        </h1>
        <p className="mt-2 text-slate-600">
          {unreachable
            ? 'The connection to Coach Logbook dropped. Nothing you saved is lost, and what you log offline is kept on this device. This page opens again by itself when the connection returns.'
            : 'An unexpected error occurred'}
        </p>
        <Button className="mt-6" onClick={tryAgain}>
          Try again
        </Button>
      </div>
    </div>
  );
}
