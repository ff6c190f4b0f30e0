import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card } from '@/client/components/ui/card';

export function FigureCard({ title, value, icon: Icon }: { title: string; value: ReactNode; icon: LucideIcon }) {
  return (
    <Card className="flex items-center justify-between gap-3 p-5">
      <div>
        <h2 className="text-sm font-medium text-slate-600">{title}</h2>
        <p className="mt-1 text-2xl font-bold text-slate-900">{value}</p>
      </div>
      <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
        <Icon className="size-5" aria-hidden="true" />
      </span>
    </Card>
  );
}
