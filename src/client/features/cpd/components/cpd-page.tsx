import { Plus } from 'lucide-react';
import { useEffect, useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/client/components/ui/button';
import { ConfirmDialog } from '@/client/components/ui/confirm-dialog';
import { EmptyPanel, ErrorPanel } from '@/client/components/ui/list-states';
import { PageHeader } from '@/client/components/ui/page-header';
import { Pagination } from '@/client/components/ui/pagination';
import { Spinner } from '@/client/components/ui/spinner';
import { WaitingEntries, type OutboxEntry } from '@/client/features/offline';
import { todayIso } from '@/client/lib/dates';
import { useDeletedToast } from '@/client/lib/undo-toast';
import { useKeepPageInRange, usePageParam } from '@/client/lib/use-page-param';
import type { CpdRecord } from '@/shared/schemas/cpd';
import { useCpdRecords, useDeleteCpdRecord } from '../api/cpd-records';
import { CpdRecordFormDialog } from './cpd-record-form-dialog';
import { CpdRecordsList } from './cpd-records-list';
import { CpdTotalsCards } from './cpd-totals-cards';

type Editing =
  { mode: 'closed' } | { mode: 'add' } | { mode: 'edit'; record: CpdRecord } | { mode: 'draft'; draft: OutboxEntry };

const LOAD_ERROR = 'Could not load CPD activities';

export function CpdPage() {
  const [page, setPage] = usePageParam();
  const cpd = useCpdRecords(page, todayIso());
  useKeepPageInRange(page, cpd.data, setPage);
  const deleteRecord = useDeleteCpdRecord();
  const deletedToast = useDeletedToast();
  const [editing, setEditing] = useState<Editing>({ mode: 'closed' });
  const [deleting, setDeleting] = useState<CpdRecord | null>(null);

  // One toast per failed load (a fixed id replaces rather than stacks); the panel stays until Retry.
  useEffect(() => {
    if (cpd.isError) toast.error('Error', { id: 'cpd-load-error', description: LOAD_ERROR });
  }, [cpd.isError, cpd.errorUpdatedAt]);

  async function confirmDelete() {
    if (!deleting) return;
    try {
      const answer = await deleteRecord.mutateAsync(deleting.id);
      deletedToast(answer, {
        description: 'CPD activity deleted successfully',
        thing: 'CPD activity',
        kind: 'cpd-record',
      });
    } catch {
      toast.error('Error', { description: 'Could not delete CPD activity' });
    } finally {
      setDeleting(null);
    }
  }

  return (
    <div className="space-y-6">
      <PageHeader
        title="CPD Hours"
        description="Track your continuing professional development"
        action={
          <Button onClick={() => setEditing({ mode: 'add' })}>
            <Plus aria-hidden="true" />
            Add CPD activity
          </Button>
        }
      />

      <WaitingEntries kind="cpd-record" onEdit={(draft) => setEditing({ mode: 'draft', draft })} />
      {cpd.isPending && <Spinner label="Loading CPD activities..." />}
      {cpd.isError && <ErrorPanel message={LOAD_ERROR} onRetry={() => void cpd.refetch()} />}
      {cpd.isSuccess && <CpdTotalsCards totals={cpd.data.totals} />}
      {cpd.isSuccess && cpd.data.total === 0 && (
        <EmptyPanel>No CPD activities found. Click &quot;Add CPD activity&quot; to create one.</EmptyPanel>
      )}
      {cpd.isSuccess && cpd.data.total > 0 && (
        <>
          <CpdRecordsList
            records={cpd.data.items}
            onEdit={(record) => setEditing({ mode: 'edit', record })}
            onDelete={(record) => setDeleting(record)}
          />
          <Pagination of={cpd.data} noun="CPD activities" onPage={setPage} />
        </>
      )}

      <CpdRecordFormDialog
        open={editing.mode !== 'closed'}
        onOpenChange={(open) => !open && setEditing({ mode: 'closed' })}
        record={editing.mode === 'edit' ? editing.record : undefined}
        draft={editing.mode === 'draft' ? editing.draft : undefined}
      />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Are you sure?"
        description="This will permanently delete the CPD activity."
        confirmLabel="Delete"
        busy={deleteRecord.isPending}
        onConfirm={() => void confirmDelete()}
      />
    </div>
  );
}
