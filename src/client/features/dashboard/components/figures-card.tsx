import type { ReactNode } from 'react';
import { Card } from '@/client/components/ui/card';

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
