import { useId, type ReactNode } from 'react';
import { cn } from '@/client/lib/cn';
import { formatHours, formatHoursShort } from '@/shared/domain/hours';
import type { CpdTotals } from '@/shared/schemas/cpd';

/** A card named by its heading, so that a screen reader can jump to each total. */
function TotalCard({
  title,
  hours,
  className,
  children,
}: {
  title: string;
  hours: number;
  className?: string;
  children?: ReactNode;
}) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className={cn('rounded-xl border border-slate-200 bg-white p-5 shadow-sm', className)}
    >
      <div>
        <h2 id={headingId} className="text-sm font-medium text-slate-600">
          {title}
        </h2>
        <p className="mt-2 text-slate-600">
          <span className="text-3xl font-bold tracking-tight text-slate-900">{formatHours(hours)}</span> h
        </p>
      </div>
      {children}
    </section>
  );
}

function Breakdown({ label, hours }: { label: string; hours: number }) {
  return (
    <div className="flex items-baseline justify-between gap-4">
      <dt className="whitespace-nowrap text-slate-600">{label}</dt>
      <dd className="font-medium whitespace-nowrap text-slate-900 tabular-nums">{formatHoursShort(hours)}</dd>
    </div>
  );
}

/** Two small cards side by side, and the three-year window with its ICF split beside its total. */
export function CpdTotalsCards({ totals }: { totals: CpdTotals }) {
  const { lastThreeYears } = totals;
  return (
    <div className="grid grid-cols-2 gap-4 lg:grid-cols-4">
      <TotalCard title="Total CPD Hours" hours={totals.allTime} />
      <TotalCard title="Hours this year" hours={totals.thisYear} />
      <TotalCard
        title="Last 3 years"
        hours={lastThreeYears.total}
        className="col-span-2 gap-6 sm:flex sm:items-start sm:justify-between"
      >
        <dl className="mt-3 space-y-1 border-t border-slate-100 pt-3 text-sm sm:mt-0 sm:min-w-64 sm:border-t-0 sm:border-l sm:pt-0 sm:pl-6">
          <Breakdown label="Core Competencies" hours={lastThreeYears.coreCompetencies} />
          <Breakdown label="Resource Development" hours={lastThreeYears.resourceDevelopment} />
          <Breakdown label="Coaching Ethics" hours={lastThreeYears.coachingEthics} />
        </dl>
      </TotalCard>
    </div>
  );
}
