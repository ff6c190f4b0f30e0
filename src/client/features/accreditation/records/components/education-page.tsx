import { CardDetail } from '@/client/components/ui/responsive-list';
import { formatLongDate } from '@/client/lib/dates';
import { educationKindLabels, type EducationRecord } from '@/shared/schemas/education';
import { useDeleteEducationRecord, useEducationRecords } from '../api/education-records';
import { hoursText } from '../record-format';
import { EducationForm } from './education-form';
import { RecordPage } from './record-page';

const period = (record: EducationRecord) =>
  `${formatLongDate(record.startDate)} – ${record.endDate ? formatLongDate(record.endDate) : 'in progress'}`;

export function EducationPage() {
  return (
    <RecordPage<EducationRecord>
      title="Coach-specific education"
      description="The training programmes that count towards your credential"
      thing="education record"
      listLabel="Education records"
      emptyText='No education recorded yet. Click "Add education record" to add your first programme.'
      list={useEducationRecords}
      remove={useDeleteEducationRecord()}
      kind="education"
      itemName={(record) => record.programmeName}
      columns={[
        { heading: 'Programme', cell: (record) => record.programmeName, className: 'font-medium text-slate-900' },
        { heading: 'Provider', cell: (record) => record.provider },
        { heading: 'Kind', cell: (record) => educationKindLabels[record.kind] },
        { heading: 'Dates', cell: period, className: 'text-slate-700' },
        { heading: 'Total', cell: (record) => hoursText(record.totalHours), numeric: true },
        { heading: 'Synchronous', cell: (record) => hoursText(record.synchronousHours), numeric: true },
      ]}
      cardHeader={(record) => (
        <>
          <p className="font-medium text-slate-900">{record.programmeName}</p>
          <p className="text-sm text-slate-700">{period(record)}</p>
        </>
      )}
      cardBody={(record) => (
        <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-2 text-sm">
          <CardDetail label="Provider" value={record.provider} />
          <CardDetail label="Kind" value={educationKindLabels[record.kind]} />
          <CardDetail label="Total" value={hoursText(record.totalHours)} />
          <CardDetail label="Synchronous" value={hoursText(record.synchronousHours)} />
          {record.certificateReference && <CardDetail label="Certificate" value={record.certificateReference} />}
        </dl>
      )}
      form={(record, onSaved) => <EducationForm record={record} onSaved={onSaved} />}
    />
  );
}
