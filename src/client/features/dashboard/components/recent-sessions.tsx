import { Link } from 'react-router';
import { Card } from '@/client/components/ui/card';
import { paths } from '@/client/config/paths';
import { formatLongDate } from '@/client/lib/dates';
import { formatLength } from '@/shared/domain/hours';
import type { DashboardStats } from '@/shared/schemas/dashboard';

export function RecentSessions({ sessions }: { sessions: DashboardStats['recentSessions'] }) {
  return (
    <Card className="p-5">
      <div className="flex items-baseline justify-between gap-2">
        <h2 className="font-semibold text-slate-900">Recent sessions</h2>
        <Link to={paths.sessions} className="text-sm font-medium text-brand-700 hover:underline">
          All sessions
        </Link>
      </div>
      {sessions.length === 0 ? (
        <p className="mt-3 text-sm text-slate-600">No sessions yet.</p>
      ) : (
        <ul className="mt-3 divide-y divide-slate-200">
          {sessions.map((session) => (
            <li key={session.id}>
              <Link
                to={paths.session(session.id)}
                className="flex items-center justify-between gap-3 rounded-md px-2 py-3 hover:bg-slate-50"
              >
                <span>
                  <span className="block font-medium text-slate-900">{session.clientName}</span>
                  <span className="block text-sm text-slate-600">{formatLongDate(session.date)}</span>
                </span>
                <span className="text-sm whitespace-nowrap text-slate-700">{formatLength(session.duration)}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
