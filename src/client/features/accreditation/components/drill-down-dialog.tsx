import { useState } from 'react';
import { Button } from '@/client/components/ui/button';
import { Dialog, DialogContent } from '@/client/components/ui/dialog';
import { ErrorPanel } from '@/client/components/ui/list-states';
import { Spinner } from '@/client/components/ui/spinner';
import { formatLongDate } from '@/client/lib/dates';
import { formatDecimal } from '@/shared/domain/decimal';
import type { RequirementResult } from '@/shared/domain/accreditation/types';
import { useDrillDown } from '../api/accreditation';

/** The rows behind a figure: those that count and those that do not, with the reason. */
export function DrillDownDialog({
  row,
  today,
  onClose,
}: {
  row: RequirementResult | null;
  today: string;
  onClose: () => void;
}) {
  return (
    <Dialog open={row !== null} onOpenChange={(open) => !open && onClose()}>
      {row && (
        <DialogContent title={row.label} description={row.figure ?? undefined} className="max-w-2xl">
          <DrillDownRows requirementId={row.id} today={today} />
        </DialogContent>
      )}
    </Dialog>
  );
}

function DrillDownRows({ requirementId, today }: { requirementId: string; today: string }) {
  const [page, setPage] = useState(1);
  const rows = useDrillDown(requirementId, today, page);
  if (rows.isPending) return <Spinner label="Loading the rows behind this figure..." />;
  if (rows.isError)
    return <ErrorPanel message="Could not load the rows behind this figure" onRetry={() => void rows.refetch()} />;
  const { data } = rows;
  const pages = Math.max(1, Math.ceil(data.total / data.pageSize));
  if (data.total === 0) return <p className="text-sm text-slate-700">Nothing recorded yet.</p>;
  return (
    <div className="space-y-3">
      <p className="text-sm text-slate-700">
        {data.counted} of {data.total} {data.total === 1 ? 'entry counts' : 'entries count'}.
      </p>
      <ul className="divide-y divide-slate-100 rounded-lg border border-slate-200">
        {data.rows.map((item) => (
          <li key={item.id} className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 px-3 py-2 text-sm">
            <div className="min-w-0">
              <p className="font-medium text-slate-900">{item.title}</p>
              <p className="text-xs text-slate-600">
                {formatLongDate(item.date)}
                {item.detail ? ` · ${item.detail}` : ''}
                {item.hours !== null ? ` · ${formatDecimal(item.hours, 2)} h` : ''}
              </p>
            </div>
            <p className={item.counts ? 'text-xs font-medium text-green-800' : 'text-xs font-medium text-amber-900'}>
              {item.reason}
            </p>
          </li>
        ))}
      </ul>
      {pages > 1 && (
        <div className="flex items-center justify-between gap-2">
          <Button variant="secondary" size="sm" disabled={page === 1} onClick={() => setPage(page - 1)}>
            Previous
          </Button>
          <span className="text-sm text-slate-700">
            Page {page} of {pages}
          </span>
          <Button variant="secondary" size="sm" disabled={page >= pages} onClick={() => setPage(page + 1)}>
            Next
          </Button>
        </div>
      )}
    </div>
  );
}
