import { BookOpenCheck } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '@/client/config/paths';
import { cn } from '@/client/lib/cn';

/** `compact`: between 768 and 1279 px the name gives its room to the top bar's pages (the mark stays). */
export function Logo({ to = paths.home, compact = false }: { to?: string; compact?: boolean }) {
  return (
    <Link to={to} className="inline-flex shrink-0 items-center gap-2 font-semibold whitespace-nowrap text-slate-900">
      <span className="flex size-8 items-center justify-center rounded-lg bg-brand-700 text-white">
        <BookOpenCheck className="size-5" aria-hidden="true" />
      </span>
      <span className={cn(compact && 'max-md:inline md:sr-only xl:not-sr-only')}>Coach Logbook</span>
    </Link>
  );
}
