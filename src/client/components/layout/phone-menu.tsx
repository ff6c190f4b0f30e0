import { Menu, X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { NavLink, useLocation } from 'react-router';
import { Button } from '@/client/components/ui/button';
import type { NavItem } from './nav-items';
import { navLinkClass } from './primary-nav';

/** Under 768 px: one button opens every page and the account's links, one column of large targets. */
export function PhoneMenu({ items, onSignOut }: { items: readonly NavItem[]; onSignOut: () => void }) {
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

  return (
    <>
      <Button
        ref={menuButton}
        variant="secondary"
        size="icon"
        className="md:hidden"
        aria-expanded={menuOpen}
        aria-controls="app-menu"
        onClick={() => setMenuFor(menuOpen ? null : location.pathname)}
      >
        {menuOpen ? <X aria-hidden="true" /> : <Menu aria-hidden="true" />}
        <span className="sr-only">Menu</span>
      </Button>
      {menuOpen && (
        <nav
          ref={menu}
          id="app-menu"
          aria-label="Menu"
          className="absolute inset-x-0 top-full border-t border-b border-slate-200 bg-white shadow-md md:hidden"
        >
          <ul className="mx-auto grid max-w-6xl gap-1 p-3 sm:grid-cols-3">
            {items.map((item) => (
              <li key={item.to}>
                <NavLink to={item.to} className={navLinkClass}>
                  {item.label}
                </NavLink>
              </li>
            ))}
            <li>
              <button
                type="button"
                className={navLinkClass({ isActive: false }) + ' w-full text-left'}
                onClick={onSignOut}
              >
                Sign out
              </button>
            </li>
          </ul>
        </nav>
      )}
    </>
  );
}
