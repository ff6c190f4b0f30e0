import { Dialog, DialogContent } from '@/client/components/ui/dialog';
import { ErrorPanel } from '@/client/components/ui/list-states';
import { Spinner } from '@/client/components/ui/spinner';
import type { OutboxEntry } from '@/client/features/offline';
import { ApiError } from '@/client/lib/api-error';
import type { SupervisionSession } from '@/shared/schemas/supervision';
import { useSupervisionSession } from '../api/supervision-session';
import { SupervisionForm } from './supervision-form';

interface SupervisionFormDialogProps {
  open: boolean;
  /** The session to edit; none to add one. */
  id?: string;
  /** The session as the list on screen has it, so the form opens without waiting. */
  listed?: SupervisionSession;
  /** A session kept on this device that the server refused, reopened to be corrected. */
  draft?: OutboxEntry;
  onClose: () => void;
}

/** Adding or editing a supervision session, in a dialog like the other records. */
export function SupervisionFormDialog({ open, id, listed, draft, onClose }: SupervisionFormDialogProps) {
  return (
    <Dialog open={open} onOpenChange={(next) => !next && onClose()}>
      <DialogContent title={id ? 'Edit supervision' : 'Add supervision'}>
        {id ? (
          <EditSupervision id={id} listed={listed} onSaved={onClose} />
        ) : (
          <SupervisionForm key={draft?.id ?? 'new'} draft={draft} onSaved={onClose} />
        )}
      </DialogContent>
    </Dialog>
  );
}

function EditSupervision({ id, listed, onSaved }: { id: string; listed?: SupervisionSession; onSaved: () => void }) {
  const session = useSupervisionSession(id);
  // Data first: a failed background refresh must not take away a form the coach is typing in.
  const shown = session.data ?? listed;
  if (shown) return <SupervisionForm key={shown.id} session={shown} onSaved={onSaved} />;
  if (session.isPending || session.isFetching) return <Spinner label="Loading supervision session..." />;
  // A malformed id (400) is as absent as an unknown one (404).
  if (session.error instanceof ApiError && [400, 404].includes(session.error.status)) {
    return (
      <p role="alert" className="text-slate-800">
        Supervision session not found
      </p>
    );
  }
  return <ErrorPanel message="Could not load supervision session" onRetry={() => void session.refetch()} />;
}
