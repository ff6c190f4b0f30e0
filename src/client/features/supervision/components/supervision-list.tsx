import { Pencil, Trash2 } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/client/components/ui/button';
import { paths } from '@/client/config/paths';
import { formatLongDate } from '@/client/lib/dates';
import type { SupervisionSession } from '@/shared/schemas/supervision';
import { formatDuration, formatTopics, sessionActionLabel } from '../supervision-text';

interface SupervisionListProps {
  sessions: SupervisionSession[];
  onDelete: (session: SupervisionSession) => void;
}

/** Editing is a page of its own, so the edit action is a link that looks like the delete button. */
function Actions({ session, onDelete }: { session: SupervisionSession; onDelete: SupervisionListProps['onDelete'] }) {
  return (
    <div className="flex justify-end gap-1">
      <Button asChild variant="ghost" size="icon">
        <Link to={paths.supervisionEdit(session.id)}>
          <Pencil aria-hidden="true" />
          <span className="sr-only">{sessionActionLabel('Edit', session.date)}</span>
        </Link>
      </Button>
      <Button variant="ghost" size="icon" className="text-red-700 hover:bg-red-50" onClick={() => onDelete(session)}>
        <Trash2 aria-hidden="true" />
        <span className="sr-only">{sessionActionLabel('Delete', session.date)}</span>
      </Button>
    </div>
  );
}

const headings = ['Date', 'Supervisor', 'Duration', 'Topics'];

/** A table on wide screens, cards under 768 px. */
export function SupervisionList({ sessions, onDelete }: SupervisionListProps) {
  return (
    <>
      <div className="hidden overflow-hidden rounded-xl border border-slate-200 bg-white md:block">
        <table className="w-full text-left text-sm">
          <thead className="bg-slate-50 text-slate-700">
            <tr>
              {headings.map((heading) => (
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
                <td className="px-4 py-3 font-medium whitespace-nowrap text-slate-900">
                  {formatLongDate(session.date)}
                </td>
                <td className="px-4 py-3 text-slate-700">{session.supervisorName}</td>
                <td className="px-4 py-3 whitespace-nowrap text-slate-700">{formatDuration(session.duration)}</td>
                <td className="px-4 py-3 text-slate-700">{formatTopics(session.topics)}</td>
                <td className="px-4 py-2">
                  <Actions session={session} onDelete={onDelete} />
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
                <p className="font-medium text-slate-900">{formatLongDate(session.date)}</p>
                <p className="text-sm text-slate-700">{session.supervisorName}</p>
                <p className="text-sm text-slate-700">{formatDuration(session.duration)}</p>
              </div>
              <Actions session={session} onDelete={onDelete} />
            </div>
            <p className="mt-2 text-sm text-slate-600">{formatTopics(session.topics)}</p>
          </li>
        ))}
      </ul>
    </>
  );
}
