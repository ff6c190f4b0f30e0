import type { ReactNode } from 'react';
import { paths } from '@/client/config/paths';
import { AccountMenu } from './account-menu';
import { Logo } from './logo';
import type { NavItem } from './nav-items';
import { PhoneMenu } from './phone-menu';
import { PrimaryNav } from './primary-nav';
import { SiteFooter } from './site-footer';

interface AppLayoutProps {
  email: string;
  primaryItems: readonly NavItem[];
  accountItems: readonly NavItem[];
  onSignOut: () => void;
  /** Beside the account menu: what waits to be sent. */
  status?: ReactNode;
  /** Under the top bar: billing notices. */
  banner?: ReactNode;
  /** Dialogs the whole shell may open (the password confirmation). */
  overlays?: ReactNode;
  children: ReactNode;
}

/**
 * The signed-in frame: the top bar (pages, then the account menu) from 768 px, one menu below,
 * the page and the footer. It shows what the app gives it and imports no feature (ADR 030).
 */
export function AppLayout({
  email,
  primaryItems,
  accountItems,
  onSignOut,
  status,
  banner,
  overlays,
  children,
}: AppLayoutProps) {
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded focus:bg-white focus:p-2"
      >
        Skip to content
      </a>
      <header className="sticky top-0 z-20 border-b border-slate-200 bg-white">
        <div className="relative mx-auto flex h-16 max-w-6xl items-center justify-between gap-2 px-4 xl:gap-4">
          <Logo to={paths.dashboard} compact />
          <PrimaryNav items={primaryItems} />
          <div className="flex shrink-0 items-center gap-2">
            {status}
            <AccountMenu email={email} items={accountItems} onSignOut={onSignOut} className="hidden md:inline-flex" />
            <PhoneMenu items={[...primaryItems, ...accountItems]} onSignOut={onSignOut} />
          </div>
        </div>
      </header>
      {banner}
      {/* At least a screen tall, so the footer starts below the fold and a page's content arriving
          after its loading state does not push a visible footer down (a layout shift). */}
      <main id="main" className="mx-auto min-h-[calc(100dvh-4rem)] w-full max-w-6xl flex-1 px-4 py-8">
        {children}
      </main>
      <SiteFooter />
      {overlays}
    </div>
  );
}
