import { Plus } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { toast } from 'sonner';
import { Button } from '@/client/components/ui/button';
import { ConfirmDialog } from '@/client/components/ui/confirm-dialog';
import { EmptyPanel, ErrorPanel } from '@/client/components/ui/list-states';
import { PageHeader } from '@/client/components/ui/page-header';
import { Pagination } from '@/client/components/ui/pagination';
import { Spinner } from '@/client/components/ui/spinner';
import { paths } from '@/client/config/paths';
import { WaitingEntries, type OutboxEntry } from '@/client/features/offline';
import { todayIso } from '@/client/lib/dates';
import { useKeepPageInRange, usePageParam } from '@/client/lib/use-page-param';
import { useDeletedToast } from '@/client/lib/undo-toast';
import type { SupervisionSession } from '@/shared/schemas/supervision';
import { useDeleteSupervisionSession } from '../api/delete-supervision-session';
import { useSupervisionSessions } from '../api/supervision-sessions';
import { SupervisionFormDialog } from './supervision-form-dialog';
import { SupervisionList } from './supervision-list';
import { SupervisionSummaryCards } from './supervision-summary';

const LOAD_ERROR = 'Could not load supervision sessions';

/**
 * /supervision, and the spec's /supervision/new and /supervision/edit/{id}: the list, with the
 * form in a dialog over it when the address asks for one (so a link or a reload opens it too).
 */
export function SupervisionPage() {
  const [page, setPage] = usePageParam();
  const sessions = useSupervisionSessions(page, todayIso());
  useKeepPageInRange(page, sessions.data, setPage);
  const deleteSession = useDeleteSupervisionSession();
  const deletedToast = useDeletedToast();
  const [deleting, setDeleting] = useState<SupervisionSession | null>(null);
  const { id } = useParams();
  const location = useLocation();
  const navigate = useNavigate();
  const adding = location.pathname === paths.supervisionNew;
  // A refused entry kept on this device arrives in the navigation state (see WaitingEntries below).
  const draft = (location.state as { draft?: OutboxEntry } | null)?.draft;
  // Back to the list at the page it showed; the dialog's entry is replaced, so Back does not reopen it.
  const closeForm = () => void navigate({ pathname: paths.supervision, search: location.search }, { replace: true });

  const { isError, errorUpdatedAt } = sessions;
  useEffect(() => {
    // One toast per failed load (after the query's own retries); the id keeps a remount from stacking another.
    if (isError) toast.error('Error', { id: 'supervision-load-error', description: LOAD_ERROR });
  }, [isError, errorUpdatedAt]);

  async function confirmDelete() {
    if (!deleting) return;
    try {
      const answer = await deleteSession.mutateAsync(deleting.id);
      deletedToast(answer, {
        description: 'Supervision session deleted successfully',
        thing: 'Supervision session',
        kind: 'supervision-session',
      });
    } catch {
      toast.error('Error', { description: 'Could not delete supervision session' });
    } finally {
      setDeleting(null);
    }
  }

  // While Retry is under way the error stays in the query: show progress rather than the old failure.
  const loading = sessions.isPending || (sessions.isError && sessions.isFetching);
  const data = sessions.data;

  return (
    <div className="space-y-6">
      <PageHeader
        title="Supervision Sessions"
        description="Manage your coaching supervision sessions"
        action={
          <Button asChild>
            <Link to={{ pathname: paths.supervisionNew, search: location.search }}>
              <Plus aria-hidden="true" />
              Add supervision
            </Link>
          </Button>
        }
      />

      <WaitingEntries
        kind="supervision-session"
        onEdit={(entry) => void navigate(paths.supervisionNew, { state: { draft: entry } })}
      />
      {loading && <Spinner label="Loading supervision sessions..." />}
      {!loading && sessions.isError && <ErrorPanel message={LOAD_ERROR} onRetry={() => void sessions.refetch()} />}
      {data && data.total > 0 && <SupervisionSummaryCards summary={data.summary} />}
      {sessions.isSuccess && data?.total === 0 && (
        <EmptyPanel>No supervision sessions found. Click &quot;Add supervision&quot; to create one.</EmptyPanel>
      )}
      {data && data.total > 0 && (
        <>
          <SupervisionList sessions={data.items} onDelete={setDeleting} search={location.search} />
          <Pagination of={data} noun="supervision sessions" onPage={setPage} />
        </>
      )}

      <SupervisionFormDialog
        open={adding || Boolean(id)}
        id={id}
        listed={data?.items.find((session) => session.id === id)}
        draft={adding ? draft : undefined}
        onClose={closeForm}
      />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Are you sure?"
        description="This will permanently delete the supervision session."
        confirmLabel="Delete"
        busy={deleteSession.isPending}
        onConfirm={() => void confirmDelete()}
      />
    </div>
  );
}
