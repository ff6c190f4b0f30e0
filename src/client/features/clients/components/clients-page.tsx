import { IcfImportPrompt } from '@/client/components/onboarding/icf-import-prompt';
import { Plus, Search } from 'lucide-react';
import { useDeferredValue, useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/client/components/ui/button';
import { Input } from '@/client/components/ui/input';
import { Label } from '@/client/components/ui/label';
import { EmptyPanel, ErrorPanel } from '@/client/components/ui/list-states';
import { PageHeader } from '@/client/components/ui/page-header';
import { Spinner } from '@/client/components/ui/spinner';
import type { Client, ClientSummary } from '@/shared/schemas/clients';
import { useClients, useDeleteClient, useUpdateClient } from '../api/clients';
import { ClientFormDialog } from './client-form-dialog';
import { ClientsList } from './clients-list';
import { DeleteClientDialog } from './delete-client-dialog';

type Editing = { mode: 'closed' } | { mode: 'add' } | { mode: 'edit'; client: Client };

export function ClientsPage() {
  const [search, setSearch] = useState('');
  const deferredSearch = useDeferredValue(search.trim());
  const clients = useClients({ search: deferredSearch });
  const deleteClient = useDeleteClient();
  const updateClient = useUpdateClient();
  const [editing, setEditing] = useState<Editing>({ mode: 'closed' });
  const [deleting, setDeleting] = useState<ClientSummary | null>(null);

  async function archive() {
    if (!deleting) return;
    const { id, name, email, phone, notes, organisation, includeInExports, exportAlias } = deleting;
    const { groupMembers, groupMemberNames } = deleting;
    try {
      await updateClient.mutateAsync({
        id,
        input: {
          ...{ name, email, phone, notes, organisation, includeInExports, exportAlias },
          ...{ groupMembers, groupMemberNames, status: 'archived' },
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
      await deleteClient.mutateAsync(deleting.id);
      toast.success('Success', { description: 'Client deleted successfully' });
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

      <div className="max-w-md">
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
            onChange={(event) => setSearch(event.target.value)}
          />
        </div>
      </div>

      {clients.isPending && <Spinner label="Loading clients..." />}
      {clients.isError && <ErrorPanel message="Could not load clients" onRetry={() => void clients.refetch()} />}
      {clients.isSuccess && clients.data.length === 0 && (
        <EmptyPanel>
          {deferredSearch ? 'No clients match your search.' : 'No clients found. Click "Add client" to create one.'}
          {!deferredSearch && <IcfImportPrompt />}
        </EmptyPanel>
      )}
      {clients.isSuccess && clients.data.length > 0 && (
        <ClientsList
          clients={clients.data}
          onEdit={(client) => setEditing({ mode: 'edit', client })}
          onDelete={(client) => setDeleting(client)}
        />
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
        onArchive={() => void archive()}
      />
    </div>
  );
}
