import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card } from '@/client/components/ui/card';

export function StatCard({ title, value, icon: Icon }: { title: string; value: ReactNode; icon: LucideIcon }) {
  return (
    <Card className="flex items-center justify-between gap-4 p-5">
      <div>
        <h2 className="text-sm font-medium text-slate-600">{title}</h2>
        <p className="mt-1 text-3xl font-bold text-slate-900">{value}</p>
      </div>
      <span className="flex size-11 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
        <Icon className="size-6" aria-hidden="true" />
      </span>
    </Card>
  );
}

/** A card of labelled figures: Supervision Progress, CPD Hours, This Month. */
export function FiguresCard({ title, figures }: { title: string; figures: [label: string, value: ReactNode][] }) {
  return (
    <Card className="p-5">
      <h2 className="font-semibold text-slate-900">{title}</h2>
      <dl className="mt-3 grid grid-cols-2 gap-3">
        {figures.map(([label, value]) => (
          <div key={label}>
            <dt className="text-sm text-slate-600">{label}</dt>
            <dd className="text-2xl font-semibold text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}
