import { useId, useState } from 'react';
import { ConfirmDialog } from '@/client/components/ui/confirm-dialog';
import { Input } from '@/client/components/ui/input';
import { Label } from '@/client/components/ui/label';
import type { ClientSummary } from '@/shared/schemas/clients';

interface DeleteClientDialogProps {
  client: ClientSummary | null;
  onOpenChange: (open: boolean) => void;
  onDelete: () => void;
  onArchive: () => void;
  busy: boolean;
}

/**
 * Deleting a client deletes their sessions and hours too. For a client with sessions, archiving
 * (which keeps them) is offered first, and the delete asks for the client's name. Render it keyed
 * by the client, so that the typed name starts empty at each opening.
 */
export function DeleteClientDialog({ client, onOpenChange, onDelete, onArchive, busy }: DeleteClientDialogProps) {
  const id = useId();
  const [typed, setTyped] = useState('');
  const sessions = client?.sessionsCount ?? 0;
  const guarded = client !== null && sessions > 0;
  return (
    <ConfirmDialog
      open={client !== null}
      onOpenChange={onOpenChange}
      title="Are you sure?"
      description={
        guarded
          ? `This will permanently delete the client and all their sessions (${sessions}), with their hours. Archiving keeps them.`
          : 'This will permanently delete the client and all their sessions.'
      }
      confirmLabel="Delete"
      busy={busy}
      onConfirm={onDelete}
      confirmDisabled={guarded && typed.trim() !== client.name.trim()}
      alternative={
        guarded && client.status !== 'archived' ? { label: 'Archive instead', onSelect: onArchive } : undefined
      }
    >
      {guarded && (
        <div className="mt-4 space-y-1">
          <Label htmlFor={id}>Type {client.name} to delete</Label>
          <Input id={id} autoComplete="off" value={typed} onChange={(event) => setTyped(event.target.value)} />
        </div>
      )}
    </ConfirmDialog>
  );
}
