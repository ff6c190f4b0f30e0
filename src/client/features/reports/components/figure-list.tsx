import type { ReactNode } from 'react';
import { cn } from '@/client/lib/cn';

export interface Figure {
  label: string;
  value: ReactNode;
  /** A short line under the value: where it comes from, or what it is out of. */
  note?: ReactNode;
}

/** Labelled figures as a description list, so each number is read with its name. */
export function FigureList({ figures, className }: { figures: Figure[]; className?: string }) {
  // Without notes, the label takes the spare height so that the values of a row line up even when
  // one label wraps; with notes of different lengths that would scatter the values instead.
  const alignValues = !figures.some((figure) => figure.note);
  return (
    <dl className={cn('grid gap-3', className)}>
      {figures.map((figure) => (
        <div
          key={figure.label}
          className="flex flex-col rounded-lg bg-slate-50 p-3 print:border print:border-slate-200"
        >
          <dt className={cn('text-sm text-slate-600', alignValues && 'flex-1')}>{figure.label}</dt>
          <dd className="mt-1 text-2xl font-semibold text-slate-900 tabular-nums">{figure.value}</dd>
          {figure.note && <dd className="mt-0.5 text-xs text-slate-600">{figure.note}</dd>}
        </div>
      ))}
    </dl>
  );
}
