import { Link } from 'react-router';
import { Badge } from '@/client/components/ui/badge';
import { ResponsiveList, type ListColumn } from '@/client/components/ui/responsive-list';
import { RowActions } from '@/client/components/ui/row-actions';
import { paths } from '@/client/config/paths';
import { formatLongDate } from '@/client/lib/dates';
import { formatLength } from '@/shared/domain/hours';
import { paymentLabels, sessionTypeLabels, type CoachingSession } from '@/shared/schemas/coaching-sessions';

interface SessionsTableProps {
  sessions: CoachingSession[];
  onEdit: (session: CoachingSession) => void;
  onDelete: (session: CoachingSession) => void;
}

export const describeType = (session: CoachingSession) =>
  session.groupSize
    ? `${sessionTypeLabels[session.sessionType]} (${session.groupSize})`
    : sessionTypeLabels[session.sessionType];

export const describeTopics = (topics: string[]) => (topics.length ? topics.join(', ') : '-');

/** Marks a row of an imported ICF log, which holds many sessions' hours (ADR 016). */
export function SummaryBadge({ session }: { session: CoachingSession }) {
  return session.isImportedSummary ? <Badge tone="brand">Imported summary</Badge> : null;
}

/** The date opens the session. */
function DateLink({ session }: { session: CoachingSession }) {
  return (
    <Link to={paths.session(session.id)} className="font-medium text-brand-700 underline-offset-4 hover:underline">
      {formatLongDate(session.date)}
    </Link>
  );
}

function ClientName({ session }: { session: CoachingSession }) {
  return (
    <span className="flex flex-wrap items-center gap-2">
      {session.clientName}
      <SummaryBadge session={session} />
    </span>
  );
}

const columns: ListColumn<CoachingSession>[] = [
  { heading: 'Date', cell: (session) => <DateLink session={session} />, className: 'whitespace-nowrap' },
  { heading: 'Client', cell: (session) => <ClientName session={session} />, className: 'text-slate-900' },
  {
    heading: 'Duration',
    cell: (session) => formatLength(session.duration),
    className: 'whitespace-nowrap text-slate-700',
  },
  { heading: 'Type', cell: describeType },
  {
    heading: 'Payment',
    cell: (session) => paymentLabels[session.payment],
    className: 'whitespace-nowrap text-slate-700',
  },
  {
    heading: 'Topics',
    cell: (session) => describeTopics(session.topics),
    className: 'max-w-xs truncate text-slate-700',
  },
];

export function SessionsTable({ sessions, onEdit, onDelete }: SessionsTableProps) {
  return (
    <ResponsiveList
      label="Coaching sessions"
      items={sessions}
      itemKey={(session) => session.id}
      columns={columns}
      actions={(session) => {
        const label = `session with ${session.clientName} on ${formatLongDate(session.date)}`;
        // An imported summary is deleted and imported again, not edited: the session form is for one meeting.
        return (
          <RowActions
            editLabel={`Edit ${label}`}
            menuLabel={`Actions for ${label}`}
            {...(session.isImportedSummary ? {} : { onEdit: () => onEdit(session) })}
            onDelete={() => onDelete(session)}
          />
        );
      }}
      cardHeader={(session) => (
        <>
          <DateLink session={session} />
          <p className="text-slate-900">
            <ClientName session={session} />
          </p>
          <p className="text-sm text-slate-700">
            {formatLength(session.duration)} · {describeType(session)} · {paymentLabels[session.payment]}
          </p>
        </>
      )}
      cardBody={(session) =>
        session.topics.length > 0 && <p className="mt-2 text-sm text-slate-600">{describeTopics(session.topics)}</p>
      }
    />
  );
}
