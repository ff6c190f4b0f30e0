import { CardDetail, ResponsiveList, type ListColumn } from '@/client/components/ui/responsive-list';
import { RowActions } from '@/client/components/ui/row-actions';
import { formatLongDate } from '@/client/lib/dates';
import { formatLength } from '@/shared/domain/hours';
import { cpdCategoryLabels, type CpdRecord } from '@/shared/schemas/cpd';

interface CpdRecordsListProps {
  records: CpdRecord[];
  onEdit: (record: CpdRecord) => void;
  onDelete: (record: CpdRecord) => void;
}

const ethics = (record: CpdRecord) => (record.coachingEthics ? 'Yes' : 'No');

const columns: ListColumn<CpdRecord>[] = [
  { heading: 'Date', cell: (record) => formatLongDate(record.date), className: 'whitespace-nowrap text-slate-700' },
  { heading: 'Title', cell: (record) => record.title, className: 'font-medium text-slate-900' },
  { heading: 'Category', cell: (record) => cpdCategoryLabels[record.category] },
  { heading: 'Hours', cell: (record) => formatLength(Math.round(record.hours * 60)), numeric: true },
  { heading: 'Ethics', cell: ethics },
  { heading: 'Provider', cell: (record) => record.provider ?? '-' },
];

/** Newest first, as the server sends them. */
export function CpdRecordsList({ records, onEdit, onDelete }: CpdRecordsListProps) {
  return (
    <ResponsiveList
      label="CPD records"
      items={records}
      itemKey={(record) => record.id}
      columns={columns}
      actions={(record) => (
        <RowActions
          editLabel={`Edit ${record.title}`}
          menuLabel={`Actions for ${record.title}`}
          onEdit={() => onEdit(record)}
          onDelete={() => onDelete(record)}
        />
      )}
      cardHeader={(record) => (
        <>
          <p className="font-medium text-slate-900">{record.title}</p>
          <p className="text-sm text-slate-700">{formatLongDate(record.date)}</p>
        </>
      )}
      cardBody={(record) => (
        <>
          <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-2 text-sm">
            <CardDetail label="Category" value={cpdCategoryLabels[record.category]} />
            <CardDetail label="Hours" value={formatLength(Math.round(record.hours * 60))} />
            <CardDetail label="Ethics" value={ethics(record)} />
            <CardDetail label="Provider" value={record.provider ?? '-'} />
          </dl>
          {record.notes && <p className="mt-3 line-clamp-2 text-sm text-slate-600">{record.notes}</p>}
        </>
      )}
    />
  );
}
