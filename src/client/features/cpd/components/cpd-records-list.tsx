import { RowActions } from '@/client/components/ui/row-actions';
import { TableHead } from '@/client/components/ui/table-head';
import { formatLongDate } from '@/client/lib/dates';
import { formatCpdHours } from '@/shared/domain/cpd-hours';
import { cpdCategoryLabels, type CpdRecord } from '@/shared/schemas/cpd';

interface CpdRecordsListProps {
  records: CpdRecord[];
  onEdit: (record: CpdRecord) => void;
  onDelete: (record: CpdRecord) => void;
}

function Actions({ record, onEdit, onDelete }: { record: CpdRecord } & Omit<CpdRecordsListProps, 'records'>) {
  return (
    <RowActions
      editLabel={`Edit ${record.title}`}
      deleteLabel={`Delete ${record.title}`}
      onEdit={() => onEdit(record)}
      onDelete={() => onDelete(record)}
    />
  );
}

const headings = ['Date', 'Title', 'Category', 'Hours', 'Ethics', 'Provider'];

/** A table on wide screens, cards under 768 px; newest first, as the server sends them. */
export function CpdRecordsList({ records, onEdit, onDelete }: CpdRecordsListProps) {
  return (
    <>
      <div className="hidden overflow-x-auto rounded-xl border border-slate-200 bg-white md:block">
        <table className="w-full text-left text-sm">
          <TableHead headings={headings} numeric={['Hours']} />
          <tbody className="divide-y divide-slate-200">
            {records.map((record) => (
              <tr key={record.id}>
                <td className="px-4 py-3 whitespace-nowrap text-slate-700">{formatLongDate(record.date)}</td>
                <td className="px-4 py-3 font-medium text-slate-900">{record.title}</td>
                <td className="px-4 py-3 text-slate-700">{cpdCategoryLabels[record.category]}</td>
                <td className="px-4 py-3 text-right text-slate-700 tabular-nums">{formatCpdHours(record.hours)}</td>
                <td className="px-4 py-3 text-slate-700">{record.coachingEthics ? 'Yes' : 'No'}</td>
                <td className="px-4 py-3 text-slate-700">{record.provider ?? '-'}</td>
                <td className="px-4 py-2">
                  <Actions record={record} onEdit={onEdit} onDelete={onDelete} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ul className="space-y-3 md:hidden">
        {records.map((record) => (
          <li key={record.id} className="rounded-xl border border-slate-200 bg-white p-4">
            <div className="flex items-start justify-between gap-2">
              <div className="min-w-0">
                <p className="font-medium text-slate-900">{record.title}</p>
                <p className="text-sm text-slate-700">{formatLongDate(record.date)}</p>
              </div>
              <Actions record={record} onEdit={onEdit} onDelete={onDelete} />
            </div>
            <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-2 text-sm">
              <CardDetail label="Category" value={cpdCategoryLabels[record.category]} />
              <CardDetail label="Hours" value={formatCpdHours(record.hours)} />
              <CardDetail label="Ethics" value={record.coachingEthics ? 'Yes' : 'No'} />
              <CardDetail label="Provider" value={record.provider ?? '-'} />
            </dl>
            {record.notes && <p className="mt-3 line-clamp-2 text-sm text-slate-600">{record.notes}</p>}
          </li>
        ))}
      </ul>
    </>
  );
}

function CardDetail({ label, value }: { label: string; value: string }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs text-slate-600">{label}</dt>
      <dd className="truncate text-slate-900">{value}</dd>
    </div>
  );
}
