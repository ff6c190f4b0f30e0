import { IcfImportPrompt } from '@/client/components/onboarding/icf-import-prompt';
import { Plus, Search } from 'lucide-react';
import { useDeferredValue, useState } from 'react';
import { useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { Button } from '@/client/components/ui/button';
import { Input } from '@/client/components/ui/input';
import { Label } from '@/client/components/ui/label';
import { EmptyPanel, ErrorPanel } from '@/client/components/ui/list-states';
import { PageHeader } from '@/client/components/ui/page-header';
import { Pagination } from '@/client/components/ui/pagination';
import { Select } from '@/client/components/ui/select';
import { Spinner } from '@/client/components/ui/spinner';
import { useDeletedToast } from '@/client/lib/undo-toast';
import { useKeepPageInRange, usePageParam } from '@/client/lib/use-page-param';
import {
  clientSortLabels,
  clientSorts,
  type Client,
  type ClientSort,
  type ClientSummary,
} from '@/shared/schemas/clients';
import { useClients, useDeleteClient, useUpdateClient } from '../api/clients';
import { ClientFormDialog } from './client-form-dialog';
import { ClientsList } from './clients-list';
import { DeleteClientDialog } from './delete-client-dialog';

type Editing = { mode: 'closed' } | { mode: 'add' } | { mode: 'edit'; client: Client };

/** The order of the list, kept in the address with its page: ?sort=lastSession. */
function useSort(): [ClientSort, (sort: ClientSort) => void] {
  const [params, setParams] = useSearchParams();
  const sort = clientSorts.find((item) => item === params.get('sort')) ?? 'name';
  const setSort = (next: ClientSort) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        updated.delete('page');
        if (next === 'name') updated.delete('sort');
        else updated.set('sort', next);
        return updated;
      },
      { replace: true },
    );
  return [sort, setSort];
}

export function ClientsPage() {
  const [search, setSearch] = useState('');
  const deferredSearch = useDeferredValue(search.trim());
  const [sort, setSort] = useSort();
  const [page, setPage] = usePageParam();
  const clients = useClients({ search: deferredSearch, sort, page });
  useKeepPageInRange(page, clients.data, setPage);
  const deleteClient = useDeleteClient();
  const deletedToast = useDeletedToast();
  const updateClient = useUpdateClient();
  const [editing, setEditing] = useState<Editing>({ mode: 'closed' });
  const [deleting, setDeleting] = useState<ClientSummary | null>(null);

  async function archive(client: ClientSummary) {
    const { id, name, email, phone, notes, organisation, includeInExports, exportAlias } = client;
    const { groupMembers, groupMemberNames, clientSince } = client;
    try {
      await updateClient.mutateAsync({
        id,
        input: {
          ...{ name, email, phone, notes, organisation, includeInExports, exportAlias },
          ...{ groupMembers, groupMemberNames, clientSince, status: 'archived' },
        },
      });
      toast.success('Success', { description: `${name} archived; their sessions are kept` });
    } catch {
      toast.error('Error', { description: 'Could not archive client' });
    } finally {
      setDeleting(null);
    }
  }

  async function confirmDelete() {
    if (!deleting) return;
    try {
      const answer = await deleteClient.mutateAsync(deleting.id);
      deletedToast(answer, { description: 'Client deleted successfully', thing: deleting.name, kind: 'client' });
    } catch {
      toast.error('Error', { description: 'Could not delete client' });
    } finally {
      setDeleting(null);
    }
  }

  return (
    <div className="space-y-6">
      <PageHeader
        title="Clients"
        description="The people you coach"
        action={
          <Button onClick={() => setEditing({ mode: 'add' })}>
            <Plus aria-hidden="true" />
            Add client
          </Button>
        }
      />

      <div className="flex flex-wrap items-end gap-4">
        <div className="w-full max-w-md">
          <Label htmlFor="client-search" className="sr-only">
            Search clients
          </Label>
          <div className="relative">
            <Search
              className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-500"
              aria-hidden="true"
            />
            <Input
              id="client-search"
              type="search"
              placeholder="Search by name, email or organisation"
              className="pl-9"
              value={search}
              onChange={(event) => {
                setSearch(event.target.value);
                if (page > 1) setPage(1, { replace: true });
              }}
            />
          </div>
        </div>
        <div className="flex items-center gap-2">
          <Label htmlFor="client-sort" className="whitespace-nowrap">
            Sort by
          </Label>
          <Select
            id="client-sort"
            className="w-44"
            value={sort}
            onChange={(event) => setSort(event.target.value as ClientSort)}
          >
            {clientSorts.map((item) => (
              <option key={item} value={item}>
                {clientSortLabels[item]}
              </option>
            ))}
          </Select>
        </div>
      </div>

      {clients.isPending && <Spinner label="Loading clients..." />}
      {clients.isError && <ErrorPanel message="Could not load clients" onRetry={() => void clients.refetch()} />}
      {clients.isSuccess && clients.data.total === 0 && (
        <EmptyPanel>
          {deferredSearch ? 'No clients match your search.' : 'No clients found. Click "Add client" to create one.'}
          {!deferredSearch && <IcfImportPrompt />}
        </EmptyPanel>
      )}
      {clients.isSuccess && clients.data.total > 0 && (
        <>
          <ClientsList
            clients={clients.data.items}
            onEdit={(client) => setEditing({ mode: 'edit', client })}
            onDelete={(client) => setDeleting(client)}
            onArchive={(client) => void archive(client)}
          />
          <Pagination of={clients.data} noun="clients" onPage={setPage} />
        </>
      )}

      <ClientFormDialog
        open={editing.mode !== 'closed'}
        onOpenChange={(open) => !open && setEditing({ mode: 'closed' })}
        client={editing.mode === 'edit' ? editing.client : undefined}
      />
      <DeleteClientDialog
        key={deleting?.id ?? 'none'}
        client={deleting}
        onOpenChange={(open) => !open && setDeleting(null)}
        busy={deleteClient.isPending || updateClient.isPending}
        onDelete={() => void confirmDelete()}
        onArchive={() => deleting && void archive(deleting)}
      />
    </div>
  );
}
