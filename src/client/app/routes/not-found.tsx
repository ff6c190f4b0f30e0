import { Link } from 'react-router';
import { buttonVariants } from '@/client/components/ui/button';
import { paths } from '@/client/config/paths';
import { useMe } from '@/client/features/auth/api/me';

export function Component() {
  // A signed-in coach's home is the dashboard, not the marketing page with 'Sign up'.
  const { data: me } = useMe();
  const signedIn = Boolean(me?.user);
  return (
    <div className="mx-auto flex max-w-md flex-col items-center px-4 py-24 text-center">
      <p className="text-sm font-semibold text-brand-700">404</p>
      <h1 className="mt-2 text-3xl font-bold tracking-tight text-slate-900">Page not found</h1>
      <p className="mt-3 text-slate-600">
        We couldn&apos;t find the page you were looking for. It may have moved, or the address may be mistyped.
      </p>
      <Link to={signedIn ? paths.dashboard : paths.home} className={buttonVariants({ className: 'mt-8' })}>
        {signedIn ? 'Go to your dashboard' : 'Go to the home page'}
      </Link>
    </div>
  );
}
