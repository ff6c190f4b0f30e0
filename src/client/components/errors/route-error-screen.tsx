import { useLocation, useNavigate, useRouteError } from 'react-router';
import { Button } from '@/client/components/ui/button';

/** Shown when a page fails to load or render; 'Try again' loads the same address again. */
export function RouteErrorScreen() {
  const error = useRouteError();
  const navigate = useNavigate();
  const location = useLocation();
  if (error) console.error('Route error', error);
  return (
    <main className="flex min-h-[60vh] items-center justify-center p-6">
      <div role="alert" className="max-w-md text-center">
        <h1 className="text-2xl font-semibold text-slate-900">Something went wrong</h1>
        <p className="mt-2 text-slate-600">An unexpected error occurred</p>
        <Button className="mt-6" onClick={() => void navigate(location, { replace: true })}>
          Try again
        </Button>
      </div>
    </main>
  );
}
