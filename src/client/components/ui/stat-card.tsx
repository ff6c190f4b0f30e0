import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card } from './card';

/** One headline figure with its icon: the dashboard's totals, the admin home page's counts. */
export function StatCard({ title, value, icon: Icon }: { title: string; value: ReactNode; icon: LucideIcon }) {
  return (
    <Card className="flex items-center justify-between gap-4 p-5">
      <div className="min-w-0">
        <h2 className="text-sm font-medium text-slate-600">{title}</h2>
        <p className="mt-1 text-3xl font-bold text-slate-900">{value}</p>
      </div>
      <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
        <Icon className="size-6" aria-hidden="true" />
      </span>
    </Card>
  );
}
