import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { buttonVariants } from '@/client/components/ui/button';
import { paths } from '@/client/config/paths';
import { Logo } from './logo';
import { SiteFooter } from './site-footer';

/** The header's account links: a signed-in visitor is offered the dashboard. */
export function AccountLinks({ signedIn }: { signedIn: boolean }) {
  return signedIn ? (
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
  );
}

/** Header and footer of the pages anyone can open, with the account links given. */
export function PublicLayout({ account, children }: { account: ReactNode; children: ReactNode }) {
  return (
    <div className="flex min-h-screen flex-col">
      <header className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4">
          <Logo />
          <nav aria-label="Account" className="flex items-center gap-2">
            {account}
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
