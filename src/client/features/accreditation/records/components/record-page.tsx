import type { UseMutationResult, UseQueryResult } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { useEffect, useState, type ReactNode } from 'react';
import { toast } from 'sonner';
import { Button } from '@/client/components/ui/button';
import { ConfirmDialog } from '@/client/components/ui/confirm-dialog';
import { Dialog, DialogContent } from '@/client/components/ui/dialog';
import { EmptyPanel, ErrorPanel } from '@/client/components/ui/list-states';
import { PageHeader } from '@/client/components/ui/page-header';
import { ResponsiveList, type ListColumn } from '@/client/components/ui/responsive-list';
import { Pagination } from '@/client/components/ui/pagination';
import { RowActions } from '@/client/components/ui/row-actions';
import { Spinner } from '@/client/components/ui/spinner';
import type { RecordKind } from '@/client/lib/record-figures';
import { useDeletedToast } from '@/client/lib/undo-toast';
import type { DeletedAnswer } from '@/shared/schemas/undo';
import { RecordsNav } from './records-nav';

export interface RecordPageProps<Item extends { id: string }> {
  title: string;
  description: string;
  /** The record as the toasts and buttons name it: 'education record' gives 'Add education record'. */
  thing: string;
  /** Names the list for screen readers, e.g. 'Education records'. */
  listLabel: string;
  emptyText: string;
  /** One page of the list; the page keeps its own page number. */
  list: (page: number) => UseQueryResult<{ items: Item[]; page: number; pageSize: number; total: number }>;
  remove: UseMutationResult<DeletedAnswer, Error, string>;
  /** Which figures the record counts towards, refreshed when 'Undo' puts it back. */
  kind: RecordKind;
  columns: readonly ListColumn<Item>[];
  /** What names one item in its row's buttons and its card: 'Coaching Essentials'. */
  itemName: (item: Item) => string;
  cardHeader: (item: Item) => ReactNode;
  cardBody: (item: Item) => ReactNode;
  /** The form for a new item (none given) or to edit one; `onSaved` closes the dialog. */
  form: (item: Item | undefined, onSaved: () => void) => ReactNode;
}

type Editing<Item> = { mode: 'closed' } | { mode: 'add' } | { mode: 'edit'; item: Item };

const capitalised = (text: string) => `${text.charAt(0).toUpperCase()}${text.slice(1)}`;

/** One kind of accreditation record: its list, its form in a dialog, and delete with confirmation. */
export function RecordPage<Item extends { id: string }>(props: RecordPageProps<Item>) {
  const { title, description, thing, listLabel, emptyText, remove, itemName, kind } = props;
  const deletedToast = useDeletedToast();
  const [page, setPage] = useState(1);
  const query = props.list(page);
  const [editing, setEditing] = useState<Editing<Item>>({ mode: 'closed' });
  const [deleting, setDeleting] = useState<Item | null>(null);
  const loadError = `Could not load ${listLabel.toLowerCase()}`;

  // One toast per failed load (a fixed id replaces rather than stacks); the panel stays until Retry.
  useEffect(() => {
    if (query.isError) toast.error('Error', { id: `${thing}-load-error`, description: loadError });
  }, [query.isError, query.errorUpdatedAt, thing, loadError]);

  async function confirmDelete() {
    if (!deleting) return;
    try {
      const answer = await remove.mutateAsync(deleting.id);
      deletedToast(answer, {
        description: `${capitalised(thing)} deleted successfully`,
        thing: capitalised(thing),
        kind,
      });
    } catch {
      toast.error('Error', { description: `Could not delete ${thing}` });
    } finally {
      setDeleting(null);
    }
  }

  const item = editing.mode === 'edit' ? editing.item : undefined;
  const close = () => setEditing({ mode: 'closed' });
  return (
    <div className="space-y-6">
      <PageHeader
        title={title}
        description={description}
        action={
          <Button onClick={() => setEditing({ mode: 'add' })}>
            <Plus aria-hidden="true" />
            Add {thing}
          </Button>
        }
      />
      <RecordsNav />
      {query.isPending && <Spinner label={`Loading ${listLabel.toLowerCase()}...`} />}
      {query.isError && <ErrorPanel message={loadError} onRetry={() => void query.refetch()} />}
      {query.isSuccess && query.data.total === 0 && <EmptyPanel>{emptyText}</EmptyPanel>}
      {query.isSuccess && query.data.total > 0 && (
        <ResponsiveList
          label={listLabel}
          items={query.data.items}
          itemKey={(row) => row.id}
          columns={props.columns}
          actions={(row) => (
            <RowActions
              editLabel={`Edit ${itemName(row)}`}
              menuLabel={`Actions for ${itemName(row)}`}
              onEdit={() => setEditing({ mode: 'edit', item: row })}
              onDelete={() => setDeleting(row)}
            />
          )}
          cardHeader={props.cardHeader}
          cardBody={props.cardBody}
        />
      )}
      {query.isSuccess && <Pagination of={query.data} onPage={setPage} />}

      <Dialog open={editing.mode !== 'closed'} onOpenChange={(open) => !open && close()}>
        <DialogContent title={item ? `Edit ${thing}` : `Add ${thing}`}>
          {/* Keyed so that each opening starts from the record's saved values. */}
          <div key={item?.id ?? 'new'}>{editing.mode !== 'closed' && props.form(item, close)}</div>
        </DialogContent>
      </Dialog>
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Are you sure?"
        description={`This will permanently delete the ${thing}.`}
        confirmLabel="Delete"
        busy={remove.isPending}
        onConfirm={() => void confirmDelete()}
      />
    </div>
  );
}
