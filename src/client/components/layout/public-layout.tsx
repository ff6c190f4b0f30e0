import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { buttonVariants } from '@/client/components/ui/button';
import { paths } from '@/client/config/paths';
import { Logo } from './logo';
import { SiteFooter } from './site-footer';

/** Header and footer of the pages anyone can open; a signed-in visitor is offered the dashboard. */
export function PublicLayout({ signedIn, children }: { signedIn: boolean; children: ReactNode }) {
  return (
    <div className="flex min-h-screen flex-col">
      <header className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4">
          <Logo />
          <nav aria-label="Account" className="flex items-center gap-2">
            {signedIn ? (
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
        {children}
      </main>
      <SiteFooter />
    </div>
  );
}
