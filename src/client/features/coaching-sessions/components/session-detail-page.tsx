import { ArrowLeft, ChevronLeft, ChevronRight, Pencil } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { Button, buttonVariants } from '@/client/components/ui/button';
import { RecordLoadError } from '@/client/components/ui/list-states';
import { MoreActionsMenu } from '@/client/components/ui/row-actions';
import { Spinner } from '@/client/components/ui/spinner';
import { paths } from '@/client/config/paths';
import { formatLongDate } from '@/client/lib/dates';
import { useSession } from '../api/coaching-sessions';
import { DeleteSessionDialog } from './delete-session-dialog';
import { SessionFields } from './session-fields';
import { SessionFormDialog } from './session-form-dialog';
import { SummaryBadge } from './sessions-table';

export function SessionDetailPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const detail = useSession(id);
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);

  const back = (
    <Link
      to={paths.sessions}
      className="inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:underline"
    >
      <ArrowLeft className="size-4" aria-hidden="true" />
      All sessions
    </Link>
  );

  if (detail.isPending) return <Spinner label="Loading session..." />;
  if (detail.isError) {
    return (
      <RecordLoadError
        error={detail.error}
        back={back}
        notFoundTitle="Session not found"
        notFoundHint="It may have been deleted."
        message="Could not load the session"
        onRetry={() => void detail.refetch()}
      />
    );
  }

  const { session, previousId, nextId } = detail.data;
  return (
    <div className="space-y-6">
      {back}
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold tracking-tight text-slate-900">
            {session.isImportedSummary ? 'Imported summary' : 'Session'} with {session.clientName}
          </h1>
          <p className="mt-1 text-slate-600">
            {session.isImportedSummary && session.summaryEndDate
              ? `${formatLongDate(session.date)} to ${formatLongDate(session.summaryEndDate)}`
              : formatLongDate(session.date)}
          </p>
        </div>
        <div className="flex gap-2">
          {!session.isImportedSummary && (
            <Button variant="secondary" onClick={() => setEditing(true)}>
              <Pencil aria-hidden="true" />
              Edit
            </Button>
          )}
          <MoreActionsMenu label="More actions for this session" onDelete={() => setDeleting(true)} />
        </div>
      </div>
      {session.isImportedSummary && (
        <p className="rounded-md border border-slate-200 bg-slate-50 p-3 text-sm text-slate-800">
          <SummaryBadge session={session} /> This record came from an ICF Client Coaching Log: it holds the{' '}
          {session.payment === 'paid' ? 'paid' : 'pro-bono'} hours of several sessions with this client over the period,
          not one meeting. To correct it, delete it and import the corrected log.
        </p>
      )}
      <SessionFields session={session} />
      <nav aria-label={`Sessions with ${session.clientName}`} className="flex justify-between gap-2">
        {previousId ? (
          <Link to={paths.session(previousId)} className={buttonVariants({ variant: 'secondary' })}>
            <ChevronLeft aria-hidden="true" />
            Previous session
          </Link>
        ) : (
          <span />
        )}
        {nextId && (
          <Link to={paths.session(nextId)} className={buttonVariants({ variant: 'secondary' })}>
            Next session
            <ChevronRight aria-hidden="true" />
          </Link>
        )}
      </nav>
      <SessionFormDialog open={editing} onOpenChange={setEditing} session={session} />
      <DeleteSessionDialog
        session={deleting ? session : null}
        onClose={() => setDeleting(false)}
        onDeleted={() => void navigate(paths.sessions, { replace: true })}
      />
    </div>
  );
}
