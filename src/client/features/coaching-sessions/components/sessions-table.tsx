import { Link } from 'react-router';
import { Badge } from '@/client/components/ui/badge';
import { RowActions } from '@/client/components/ui/row-actions';
import { TableHead } from '@/client/components/ui/table-head';
import { paths } from '@/client/config/paths';
import { formatLongDate } from '@/client/lib/dates';
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

function Actions({ session, onEdit, onDelete }: { session: CoachingSession } & Omit<SessionsTableProps, 'sessions'>) {
  const label = `session with ${session.clientName} on ${formatLongDate(session.date)}`;
  // An imported summary is deleted and imported again, not edited: the session form is for one meeting.
  return (
    <RowActions
      editLabel={`Edit ${label}`}
      deleteLabel={`Delete ${label}`}
      {...(session.isImportedSummary ? {} : { onEdit: () => onEdit(session) })}
      onDelete={() => onDelete(session)}
    />
  );
}

/** A table on wide screens, cards under 768 px; the date opens the session. */
export function SessionsTable({ sessions, onEdit, onDelete }: SessionsTableProps) {
  return (
    <>
      <div className="hidden overflow-x-auto rounded-xl border border-slate-200 bg-white md:block">
        <table className="w-full text-left text-sm">
          <TableHead headings={['Date', 'Client', 'Duration', 'Type', 'Payment', 'Topics']} />
          <tbody className="divide-y divide-slate-200">
            {sessions.map((session) => (
              <tr key={session.id}>
                <td className="px-4 py-3 whitespace-nowrap">
                  <Link
                    to={paths.session(session.id)}
                    className="font-medium text-brand-700 underline-offset-4 hover:underline"
                  >
                    {formatLongDate(session.date)}
                  </Link>
                </td>
                <td className="px-4 py-3 text-slate-900">
                  <span className="flex flex-wrap items-center gap-2">
                    {session.clientName}
                    <SummaryBadge session={session} />
                  </span>
                </td>
                <td className="px-4 py-3 whitespace-nowrap text-slate-700">{session.duration} minutes</td>
                <td className="px-4 py-3 text-slate-700">{describeType(session)}</td>
                <td className="px-4 py-3 whitespace-nowrap text-slate-700">{paymentLabels[session.payment]}</td>
                <td className="max-w-xs truncate px-4 py-3 text-slate-700">{describeTopics(session.topics)}</td>
                <td className="px-4 py-2">
                  <Actions session={session} onEdit={onEdit} onDelete={onDelete} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ul className="space-y-3 md:hidden">
        {sessions.map((session) => (
          <li key={session.id} className="rounded-xl border border-slate-200 bg-white p-4">
            <div className="flex items-start justify-between gap-2">
              <div className="min-w-0">
                <Link
                  to={paths.session(session.id)}
                  className="font-medium text-brand-700 underline-offset-4 hover:underline"
                >
                  {formatLongDate(session.date)}
                </Link>
                <p className="flex flex-wrap items-center gap-2 text-slate-900">
                  {session.clientName}
                  <SummaryBadge session={session} />
                </p>
                <p className="text-sm text-slate-700">
                  {session.duration} minutes · {describeType(session)} · {paymentLabels[session.payment]}
                </p>
              </div>
              <Actions session={session} onEdit={onEdit} onDelete={onDelete} />
            </div>
            {session.topics.length > 0 && (
              <p className="mt-2 text-sm text-slate-600">{describeTopics(session.topics)}</p>
            )}
          </li>
        ))}
      </ul>
    </>
  );
}
