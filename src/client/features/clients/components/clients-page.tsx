import { Plus } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/client/components/ui/button';
import { ConfirmDialog } from '@/client/components/ui/confirm-dialog';
import { Spinner } from '@/client/components/ui/spinner';
import type { Client } from '@/shared/schemas/clients';
import { useClients, useDeleteClient } from '../api/clients';
import { ClientFormDialog } from './client-form-dialog';
import { ClientsList } from './clients-list';

type Editing = { mode: 'closed' } | { mode: 'add' } | { mode: 'edit'; client: Client };

export function ClientsPage() {
  const clients = useClients();
  const deleteClient = useDeleteClient();
  const [editing, setEditing] = useState<Editing>({ mode: 'closed' });
  const [deleting, setDeleting] = useState<Client | null>(null);

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
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold tracking-tight text-slate-900">Clients</h1>
          <p className="mt-1 text-slate-600">The people you coach</p>
        </div>
        <Button onClick={() => setEditing({ mode: 'add' })}>
          <Plus aria-hidden="true" />
          Add Client
        </Button>
      </div>

      {clients.isPending && <Spinner label="Loading clients..." />}
      {clients.isError && (
        <div role="alert" className="rounded-xl border border-red-200 bg-red-50 p-6 text-red-900">
          <p>Could not load clients</p>
          <Button variant="secondary" className="mt-4" onClick={() => void clients.refetch()}>
            Retry
          </Button>
        </div>
      )}
      {clients.isSuccess && clients.data.length === 0 && (
        <p className="rounded-xl border border-dashed border-slate-300 bg-white p-10 text-center text-slate-600">
          No clients found. Click &quot;Add Client&quot; to create one.
        </p>
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
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Are you sure?"
        description="This will permanently delete the client and all their sessions."
        confirmLabel="Delete"
        busy={deleteClient.isPending}
        onConfirm={() => void confirmDelete()}
      />
    </div>
  );
}
