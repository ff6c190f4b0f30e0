import { LogOut, Menu, X } from 'lucide-react';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { NavLink, Outlet, useLocation } from 'react-router';
import { Button } from '@/client/components/ui/button';
import { paths } from '@/client/config/paths';
import { useMe } from '@/client/features/auth/api/me';
import { useSignOut } from '@/client/features/auth/api/sign-out';
import { BillingBanner } from '@/client/features/billing';
import { activeClientsQueryOptions } from '@/client/features/clients';
import { WaitingCount } from '@/client/features/offline';
import { ReauthPrompt } from '@/client/features/reauthentication';
import { cn } from '@/client/lib/cn';
import { Logo } from './logo';
import { coachNavItems, moreNavItems } from './nav-items';
import { SiteFooter } from './site-footer';

const linkClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    'block rounded-md px-3 py-2 text-sm font-medium',
    isActive ? 'bg-brand-50 text-brand-800' : 'text-slate-700 hover:bg-slate-100 hover:text-slate-900',
  );

/**
 * The signed-in shell: navigation (a menu under 768 px), the page, the footer. `children` stands
 * in for the page when it failed (router.tsx).
 */
export function AppLayout({ children }: { children?: ReactNode }) {
  const { data: me } = useMe();
  const signOut = useSignOut();
  // Loaded (and kept on the device) with any signed-in page, so a session can be logged offline;
  // never after sign-out has cleared the cache, when it would only meet a 401.
  useQuery({ ...activeClientsQueryOptions(), enabled: Boolean(me?.user) });
  const location = useLocation();
  const [menuFor, setMenuFor] = useState<string | null>(null);
  // The menu closes on navigation without an effect: it is open only for the page it was opened on.
  const menuOpen = menuFor === location.pathname;
  const menuButton = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLElement>(null);
  // An opened menu takes the focus to its first link; Escape closes it and gives the focus back.
  useEffect(() => {
    if (!menuOpen) return;
    menu.current?.querySelector('a')?.focus();
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setMenuFor(null);
      menuButton.current?.focus();
    };
    document.addEventListener('keydown', closeOnEscape);
    return () => document.removeEventListener('keydown', closeOnEscape);
  }, [menuOpen]);
  const items = [
    ...coachNavItems,
    ...moreNavItems,
    ...(me?.access?.isAdmin ? [{ to: paths.admin, label: 'Admin' }] : []),
  ];

  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded focus:bg-white focus:p-2"
      >
        Skip to content
      </a>
      <header className="sticky top-0 z-20 border-b border-slate-200 bg-white">
        <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4">
          <Logo to={paths.dashboard} />
          <nav aria-label="Main" className="hidden items-center gap-1 xl:flex">
            {coachNavItems.map((item) => (
              <NavLink key={item.to} to={item.to} className={linkClass}>
                {item.label}
              </NavLink>
            ))}
          </nav>
          <div className="flex items-center gap-2">
            <WaitingCount />
            <span className="hidden max-w-48 truncate text-sm text-slate-600 2xl:inline">{me?.user?.email}</span>
            <Button variant="ghost" size="sm" onClick={() => void signOut()} className="hidden md:inline-flex">
              <LogOut aria-hidden="true" />
              Sign out
            </Button>
            <Button
              ref={menuButton}
              variant="secondary"
              size="icon"
              aria-expanded={menuOpen}
              aria-controls="app-menu"
              onClick={() => setMenuFor(menuOpen ? null : location.pathname)}
            >
              {menuOpen ? <X aria-hidden="true" /> : <Menu aria-hidden="true" />}
              <span className="sr-only">Menu</span>
            </Button>
          </div>
        </div>
        {menuOpen && (
          <nav ref={menu} id="app-menu" aria-label="Menu" className="border-t border-slate-200 bg-white">
            <ul className="mx-auto grid max-w-6xl gap-1 p-3 sm:grid-cols-3">
              {items.map((item) => (
                <li key={item.to}>
                  <NavLink to={item.to} className={linkClass}>
                    {item.label}
                  </NavLink>
                </li>
              ))}
              <li>
                <button
                  type="button"
                  className={linkClass({ isActive: false }) + ' w-full text-left'}
                  onClick={() => void signOut()}
                >
                  Sign out
                </button>
              </li>
            </ul>
          </nav>
        )}
      </header>
      <BillingBanner />
      {/* At least a screen tall, so the footer starts below the fold and a page's content arriving
          after its loading state does not push a visible footer down (a layout shift). */}
      <main id="main" className="mx-auto min-h-[calc(100dvh-4rem)] w-full max-w-6xl flex-1 px-4 py-8">
        {children ?? <Outlet />}
      </main>
      <SiteFooter />
      <ReauthPrompt />
    </div>
  );
}
