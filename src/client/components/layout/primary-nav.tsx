import { NavLink } from 'react-router';
import { cn } from '@/client/lib/cn';
import type { NavItem } from './nav-items';

export const navLinkClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    'block rounded-md px-3 py-2 text-sm font-medium whitespace-nowrap',
    isActive ? 'bg-brand-50 text-brand-800' : 'text-slate-700 hover:bg-slate-100 hover:text-slate-900',
  );

/**
 * The top bar's pages from 768 px. Between 768 and 1279 px the links tighten and, when the bar is
 * still too narrow, it scrolls sideways rather than hiding a page behind a menu.
 */
export function PrimaryNav({ items }: { items: readonly NavItem[] }) {
  return (
    <nav aria-label="Main" className="hidden min-w-0 flex-1 md:block">
      <div className="flex items-center gap-0.5 overflow-x-auto xl:gap-1 [&_a]:shrink-0 [&_a]:px-2 xl:[&_a]:px-3">
        {items.map((item) => (
          <NavLink key={item.to} to={item.to} className={navLinkClass}>
            {item.label}
          </NavLink>
        ))}
      </div>
    </nav>
  );
}
