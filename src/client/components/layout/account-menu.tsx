import { ChevronDown, LogOut } from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import { Link } from 'react-router';
import { cn } from '@/client/lib/cn';
import type { NavItem } from './nav-items';

const itemClass =
  'flex w-full cursor-pointer items-center gap-2 rounded-md px-3 py-2 text-sm text-slate-800 outline-none select-none data-highlighted:bg-brand-50 data-highlighted:text-brand-900';

/**
 * The first letter of the address, as the avatar shows it; none while the address is not known
 * yet (the dashboard's frame, drawn before the app: ADR 050).
 */
export const initialsOf = (email: string) => email.trim().charAt(0).toUpperCase();

interface AccountMenuProps {
  email: string;
  items: readonly NavItem[];
  onSignOut: () => void;
  className?: string;
}

/** The avatar's menu: export, account, profile, plans, help and sign-out (Radix: arrows, Escape, focus return). */
export function AccountMenu({ email, items, onSignOut, className }: AccountMenuProps) {
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger
        className={cn(
          'inline-flex items-center gap-1 rounded-full p-0.5 pr-1.5 text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700',
          className,
        )}
      >
        <span
          aria-hidden="true"
          className="flex size-8 items-center justify-center rounded-full bg-brand-700 text-sm font-semibold text-white"
        >
          {initialsOf(email)}
        </span>
        <ChevronDown aria-hidden="true" className="size-4" />
        <span className="sr-only">Account menu</span>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={6}
          className="z-30 min-w-56 rounded-lg border border-slate-200 bg-white p-1 shadow-lg"
        >
          <DropdownMenu.Label className="truncate px-3 py-2 text-xs text-slate-600">{email}</DropdownMenu.Label>
          <DropdownMenu.Separator className="my-1 h-px bg-slate-200" />
          {items.map((item) => (
            <DropdownMenu.Item key={item.to} asChild className={itemClass}>
              <Link to={item.to}>{item.label}</Link>
            </DropdownMenu.Item>
          ))}
          <DropdownMenu.Separator className="my-1 h-px bg-slate-200" />
          <DropdownMenu.Item className={itemClass} onSelect={onSignOut}>
            <LogOut aria-hidden="true" className="size-4" />
            Sign out
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
