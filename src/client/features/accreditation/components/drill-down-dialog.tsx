import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@/client/components/ui/button';
import { Dialog, DialogContent } from '@/client/components/ui/dialog';
import { ErrorPanel } from '@/client/components/ui/list-states';
import { Spinner } from '@/client/components/ui/spinner';
import { paths } from '@/client/config/paths';
import { formatLongDate } from '@/client/lib/dates';
import { formatDecimal } from '@/shared/domain/decimal';
import type { RequirementResult } from '@/shared/domain/accreditation/types';
import type { DrillDownGroup, DrillDownPage } from '@/shared/schemas/accreditation';
import { useDrillDown, type DrillDownGrouping } from '../api/accreditation';

/** The rows behind a figure: those that count and those that do not, with the reason; or added up per month or client. */
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
          <DrillDownRows
            requirementId={row.id}
            today={today}
            hours={row.drillDown === 'sessions' || row.drillDown === 'clients'}
          />
        </DialogContent>
      )}
    </Dialog>
  );
}

const hoursText = (hours: number) => `${formatDecimal(hours, 2)} h`;

const GROUPINGS: { id: DrillDownGrouping; label: string }[] = [
  { id: 'rows', label: 'Each entry' },
  { id: 'month', label: 'By month' },
  { id: 'client', label: 'By client' },
];

function DrillDownRows({ requirementId, today, hours }: { requirementId: string; today: string; hours: boolean }) {
  const [page, setPage] = useState(1);
  const [group, setGroup] = useState<DrillDownGrouping | undefined>();
  const rows = useDrillDown(requirementId, today, page, group);
  if (rows.isPending) return <Spinner label="Loading the rows behind this figure..." />;
  if (rows.isError)
    return <ErrorPanel message="Could not load the rows behind this figure" onRetry={() => void rows.refetch()} />;
  const { data } = rows;
  const pages = Math.max(1, Math.ceil(data.total / data.pageSize));
  if (data.total === 0) return <p className="text-sm text-slate-700">Nothing recorded yet.</p>;
  return (
    <div className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm text-slate-700">
          {data.group === 'rows'
            ? `${data.counted} of ${data.total} ${data.total === 1 ? 'entry counts' : 'entries count'}.`
            : `${data.counted} ${data.counted === 1 ? 'entry counts' : 'entries count'}, in ${data.total} ${data.group === 'month' ? (data.total === 1 ? 'month' : 'months') : data.total === 1 ? 'client' : 'clients'}.`}
        </p>
        {hours && (
          <div role="group" aria-label="Show" className="inline-flex rounded-md bg-slate-100 p-0.5">
            {GROUPINGS.map((option) => (
              <button
                key={option.id}
                type="button"
                aria-pressed={data.group === option.id}
                onClick={() => {
                  setGroup(option.id);
                  setPage(1);
                }}
                className="rounded px-2.5 py-1 text-xs font-medium text-slate-700 aria-pressed:bg-white aria-pressed:text-slate-900 aria-pressed:shadow-sm"
              >
                {option.label}
              </button>
            ))}
          </div>
        )}
      </div>
      {data.group === 'rows' ? (
        <EntryList data={data} />
      ) : (
        <GroupList groups={data.groups} byClient={data.group === 'client'} />
      )}
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

function EntryList({ data }: { data: DrillDownPage }) {
  return (
    <ul className="divide-y divide-slate-100 rounded-lg border border-slate-200">
      {data.rows.map((item) => (
        <li key={item.id} className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 px-3 py-2 text-sm">
          <div className="min-w-0">
            <p className="font-medium text-slate-900">{item.title}</p>
            <p className="text-xs text-slate-600">
              {formatLongDate(item.date)}
              {item.detail ? ` · ${item.detail}` : ''}
              {item.hours !== null ? ` · ${hoursText(item.hours)}` : ''}
            </p>
          </div>
          <p className={item.counts ? 'text-xs font-medium text-green-800' : 'text-xs font-medium text-amber-900'}>
            {item.reason}
          </p>
        </li>
      ))}
    </ul>
  );
}

/** A month or a client per line: its entries, the hours that count and those that do not. */
function GroupList({ groups, byClient }: { groups: DrillDownGroup[]; byClient: boolean }) {
  return (
    <ul className="divide-y divide-slate-100 rounded-lg border border-slate-200">
      {groups.map((group) => (
        <li key={group.key} className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 px-3 py-2 text-sm">
          <div className="min-w-0">
            <p className="font-medium text-slate-900">
              {byClient && group.clientId ? (
                <Link to={paths.client(group.clientId)} className="text-brand-700 underline-offset-4 hover:underline">
                  {group.title}
                </Link>
              ) : (
                group.title
              )}
            </p>
            <p className="text-xs text-slate-600">
              {byClient && group.first && group.last
                ? `First session ${formatLongDate(group.first)}, last ${formatLongDate(group.last)} · `
                : ''}
              {group.entries} {group.entries === 1 ? 'entry' : 'entries'}
            </p>
          </div>
          <p className="text-xs text-slate-700">
            <span className="font-medium text-green-800">{hoursText(group.countedHours)} count</span>
            {group.otherHours > 0 ? ` · ${hoursText(group.otherHours)} do not` : ''}
          </p>
        </li>
      ))}
    </ul>
  );
}
