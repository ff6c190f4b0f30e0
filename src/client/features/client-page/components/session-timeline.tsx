import { useState } from 'react';
import { Link } from 'react-router';
import { Badge } from '@/client/components/ui/badge';
import { Card } from '@/client/components/ui/card';
import { ErrorPanel } from '@/client/components/ui/list-states';
import { Pagination } from '@/client/components/ui/pagination';
import { Spinner } from '@/client/components/ui/spinner';
import { paths } from '@/client/config/paths';
import { describeType, SummaryBadge, useSessions } from '@/client/features/coaching-sessions';
import { formatLongDate } from '@/client/lib/dates';
import { formatLength } from '@/shared/domain/hours';
import { paymentLabels, type CoachingSession } from '@/shared/schemas/coaching-sessions';

function Goals({ session }: { session: CoachingSession }) {
  if (!session.goalsSet && !session.goalsAchieved) return null;
  return (
    <dl className="mt-2 grid gap-2 text-sm sm:grid-cols-2">
      {session.goalsSet && (
        <div>
          <dt className="font-medium text-slate-700">Goals set</dt>
          <dd className="whitespace-pre-line text-slate-900">{session.goalsSet}</dd>
        </div>
      )}
      {session.goalsAchieved && (
        <div>
          <dt className="font-medium text-slate-700">Goals achieved</dt>
          <dd className="whitespace-pre-line text-slate-900">{session.goalsAchieved}</dd>
        </div>
      )}
    </dl>
  );
}

/** Every session with this client, newest first, a page at a time: date, hours, payment, goals. */
export function SessionTimeline({ clientId, clientName }: { clientId: string; clientName: string }) {
  const [page, setPage] = useState(1);
  const sessions = useSessions({ page, clientId });
  return (
    <Card className="p-5">
      <h2 className="font-semibold text-slate-900">Sessions</h2>
      {sessions.isPending && <Spinner label="Loading sessions..." />}
      {sessions.isError && <ErrorPanel message="Could not load sessions" onRetry={() => void sessions.refetch()} />}
      {sessions.isSuccess && sessions.data.total === 0 && (
        <p className="mt-3 text-slate-600">No sessions with {clientName} yet.</p>
      )}
      {sessions.isSuccess && sessions.data.total > 0 && (
        <>
          <ol aria-label={`Sessions with ${clientName}`} className="mt-4 space-y-0 border-l-2 border-brand-100 pl-5">
            {sessions.data.items.map((session) => (
              <li key={session.id} className="relative pb-5">
                <span
                  aria-hidden="true"
                  className="absolute top-1.5 -left-[27px] size-3 rounded-full border-2 border-white bg-brand-700"
                />
                <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
                  <Link
                    to={paths.session(session.id)}
                    className="font-medium text-brand-700 underline-offset-4 hover:underline"
                  >
                    {formatLongDate(session.date)}
                  </Link>
                  <span className="text-sm text-slate-700">
                    {formatLength(session.duration)} · {describeType(session)}
                  </span>
                  <Badge tone={session.payment === 'paid' ? 'brand' : 'amber'}>{paymentLabels[session.payment]}</Badge>
                  <SummaryBadge session={session} />
                </div>
                {session.topics.length > 0 && (
                  <p className="mt-1 text-sm text-slate-600">{session.topics.join(', ')}</p>
                )}
                <Goals session={session} />
              </li>
            ))}
          </ol>
          <Pagination of={sessions.data} noun="sessions" onPage={setPage} />
        </>
      )}
    </Card>
  );
}
