import { Pencil, Trash2 } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/client/components/ui/button';
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

function Actions({ session, onEdit, onDelete }: { session: CoachingSession } & Omit<SessionsTableProps, 'sessions'>) {
  const label = `session with ${session.clientName} on ${formatLongDate(session.date)}`;
  return (
    <div className="flex justify-end gap-1">
      <Button variant="ghost" size="icon" onClick={() => onEdit(session)}>
        <Pencil aria-hidden="true" />
        <span className="sr-only">Edit {label}</span>
      </Button>
      <Button variant="ghost" size="icon" className="text-red-700 hover:bg-red-50" onClick={() => onDelete(session)}>
        <Trash2 aria-hidden="true" />
        <span className="sr-only">Delete {label}</span>
      </Button>
    </div>
  );
}

/** A table on wide screens, cards under 768 px; the date opens the session. */
export function SessionsTable({ sessions, onEdit, onDelete }: SessionsTableProps) {
  return (
    <>
      <div className="hidden overflow-x-auto rounded-xl border border-slate-200 bg-white md:block">
        <table className="w-full text-left text-sm">
          <thead className="bg-slate-50 text-slate-700">
            <tr>
              {['Date', 'Client', 'Duration', 'Type', 'Payment', 'Topics'].map((heading) => (
                <th key={heading} scope="col" className="px-4 py-3 font-semibold">
                  {heading}
                </th>
              ))}
              <th scope="col" className="px-4 py-3 text-right font-semibold">
                Actions
              </th>
            </tr>
          </thead>
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
                <td className="px-4 py-3 text-slate-900">{session.clientName}</td>
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
                <p className="text-slate-900">{session.clientName}</p>
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
