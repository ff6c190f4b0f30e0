import { Link, Outlet } from 'react-router';
import { buttonVariants } from '@/client/components/ui/button';
import { paths } from '@/client/config/paths';
import { useMe } from '@/client/features/auth/api/me';
import { Logo } from './logo';
import { SiteFooter } from './site-footer';

/** Header and footer of the pages anyone can open. */
export function PublicLayout() {
  const { data: me } = useMe();
  return (
    <div className="flex min-h-screen flex-col">
      <header className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4">
          <Logo />
          <nav aria-label="Account" className="flex items-center gap-2">
            {me?.user ? (
              <Link to={paths.dashboard} className={buttonVariants({ size: 'sm' })}>
                Open dashboard
              </Link>
            ) : (
              <>
                <Link to={paths.login} className={buttonVariants({ variant: 'ghost', size: 'sm' })}>
                  Sign in
                </Link>
                <Link to={paths.signup} className={buttonVariants({ size: 'sm' })}>
                  Sign up
                </Link>
              </>
            )}
          </nav>
        </div>
      </header>
      <main id="main" className="flex-1">
        <Outlet />
      </main>
      <SiteFooter />
    </div>
  );
}
