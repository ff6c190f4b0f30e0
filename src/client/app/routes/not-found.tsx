import { Link } from 'react-router';
import { buttonVariants } from '@/client/components/ui/button';
import { paths } from '@/client/config/paths';

export function Component() {
  return (
    <div className="mx-auto flex max-w-md flex-col items-center px-4 py-24 text-center">
      <p className="text-sm font-semibold text-brand-700">404</p>
      <h1 className="mt-2 text-3xl font-bold tracking-tight text-slate-900">Page not found</h1>
      <p className="mt-3 text-slate-600">
        We couldn&apos;t find the page you were looking for. It may have moved, or the address may be mistyped.
      </p>
      <Link to={paths.home} className={buttonVariants({ className: 'mt-8' })}>
        Go to the home page
      </Link>
    </div>
  );
}
