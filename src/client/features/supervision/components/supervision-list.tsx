import { ResponsiveList, type ListColumn } from '@/client/components/ui/responsive-list';
import { RowActions } from '@/client/components/ui/row-actions';
import { paths } from '@/client/config/paths';
import { formatLongDate } from '@/client/lib/dates';
import type { SupervisionSession } from '@/shared/schemas/supervision';
import { formatLength } from '@/shared/domain/hours';
import { formatTopics, sessionActionLabel } from '../supervision-text';

interface SupervisionListProps {
  sessions: SupervisionSession[];
  onDelete: (session: SupervisionSession) => void;
  /** Kept on the edit link, so that closing the form returns to the same page of the list. */
  search?: string;
}

const columns: ListColumn<SupervisionSession>[] = [
  {
    heading: 'Date',
    cell: (session) => formatLongDate(session.date),
    className: 'font-medium whitespace-nowrap text-slate-900',
  },
  { heading: 'Supervisor', cell: (session) => session.supervisorName },
  {
    heading: 'Duration',
    cell: (session) => formatLength(session.duration),
    className: 'whitespace-nowrap text-slate-700',
  },
  { heading: 'Topics', cell: (session) => formatTopics(session.topics) },
];

export function SupervisionList({ sessions, onDelete, search = '' }: SupervisionListProps) {
  return (
    <ResponsiveList
      label="Supervision sessions"
      items={sessions}
      itemKey={(session) => session.id}
      columns={columns}
      // Editing has an address of its own (the spec's /supervision/edit/{id}), so the edit action is a link.
      actions={(session) => (
        <RowActions
          editLabel={sessionActionLabel('Edit', session.date)}
          menuLabel={sessionActionLabel('Actions for', session.date)}
          editTo={`${paths.supervisionEdit(session.id)}${search}`}
          onDelete={() => onDelete(session)}
        />
      )}
      cardHeader={(session) => (
        <>
          <p className="font-medium text-slate-900">{formatLongDate(session.date)}</p>
          <p className="text-sm text-slate-700">{session.supervisorName}</p>
          <p className="text-sm text-slate-700">{formatLength(session.duration)}</p>
        </>
      )}
      cardBody={(session) => <p className="mt-2 text-sm text-slate-600">{formatTopics(session.topics)}</p>}
    />
  );
}
