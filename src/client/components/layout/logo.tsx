import { BookOpenCheck } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '@/client/config/paths';

export function Logo({ to = paths.home }: { to?: string }) {
  return (
    <Link to={to} className="inline-flex shrink-0 items-center gap-2 font-semibold whitespace-nowrap text-slate-900">
      <span className="flex size-8 items-center justify-center rounded-lg bg-brand-700 text-white">
        <BookOpenCheck className="size-5" aria-hidden="true" />
      </span>
      Coach Logbook
    </Link>
  );
}
