import { Plus } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { Button } from '@/client/components/ui/button';
import { ConfirmDialog } from '@/client/components/ui/confirm-dialog';
import { EmptyPanel, ErrorPanel } from '@/client/components/ui/list-states';
import { PageHeader } from '@/client/components/ui/page-header';
import { Spinner } from '@/client/components/ui/spinner';
import { paths } from '@/client/config/paths';
import { WaitingEntries } from '@/client/features/offline';
import type { SupervisionSession } from '@/shared/schemas/supervision';
import { useDeleteSupervisionSession } from '../api/delete-supervision-session';
import { useSupervisionSessions } from '../api/supervision-sessions';
import { SupervisionList } from './supervision-list';

const LOAD_ERROR = 'Could not load supervision sessions';

export function SupervisionPage() {
  const sessions = useSupervisionSessions();
  const deleteSession = useDeleteSupervisionSession();
  const navigate = useNavigate();
  const [deleting, setDeleting] = useState<SupervisionSession | null>(null);

  const { isError, errorUpdatedAt } = sessions;
  useEffect(() => {
    // One toast per failed load (after the query's own retries); the id keeps a remount from stacking another.
    if (isError) toast.error('Error', { id: 'supervision-load-error', description: LOAD_ERROR });
  }, [isError, errorUpdatedAt]);

  async function confirmDelete() {
    if (!deleting) return;
    try {
      await deleteSession.mutateAsync(deleting.id);
      toast.success('Success', { description: 'Supervision session deleted successfully' });
    } catch {
      toast.error('Error', { description: 'Could not delete supervision session' });
    } finally {
      setDeleting(null);
    }
  }

  // While Retry is under way the error stays in the query: show progress rather than the old failure.
  const loading = sessions.isPending || (sessions.isError && sessions.isFetching);

  return (
    <div className="space-y-6">
      <PageHeader
        title="Supervision Sessions"
        description="Manage your coaching supervision sessions"
        action={
          <Button asChild>
            <Link to={paths.supervisionNew}>
              <Plus aria-hidden="true" />
              Add Session
            </Link>
          </Button>
        }
      />

      <WaitingEntries
        kind="supervision-session"
        onEdit={(draft) => void navigate(paths.supervisionNew, { state: { draft } })}
      />
      {loading && <Spinner label="Loading supervision sessions..." />}
      {!loading && sessions.isError && <ErrorPanel message={LOAD_ERROR} onRetry={() => void sessions.refetch()} />}
      {sessions.isSuccess && sessions.data.length === 0 && (
        <EmptyPanel>No supervision sessions found. Click &quot;Add Session&quot; to create one.</EmptyPanel>
      )}
      {sessions.isSuccess && sessions.data.length > 0 && (
        <SupervisionList sessions={sessions.data} onDelete={setDeleting} />
      )}

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
