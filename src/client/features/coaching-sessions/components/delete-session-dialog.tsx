import { toast } from 'sonner';
import { ConfirmDialog } from '@/client/components/ui/confirm-dialog';
import type { CoachingSession } from '@/shared/schemas/coaching-sessions';
import { useDeletedToast } from '@/client/lib/undo-toast';
import { useDeleteSession } from '../api/coaching-sessions';

interface DeleteSessionDialogProps {
  session: CoachingSession | null;
  onClose: () => void;
  onDeleted?: () => void;
}

export function DeleteSessionDialog({ session, onClose, onDeleted }: DeleteSessionDialogProps) {
  const deleteSession = useDeleteSession();
  const deletedToast = useDeletedToast();
  async function confirm() {
    if (!session) return;
    try {
      const answer = await deleteSession.mutateAsync(session.id);
      deletedToast(answer, { description: 'Session deleted successfully', thing: 'Session', kind: 'coaching-session' });
      onDeleted?.();
    } catch {
      toast.error('Error', { description: 'Could not delete session' });
    } finally {
      onClose();
    }
  }
  return (
    <ConfirmDialog
      open={session !== null}
      onOpenChange={(open) => !open && onClose()}
      title="Are you sure?"
      description="This will permanently delete the session."
      confirmLabel="Delete"
      busy={deleteSession.isPending}
      onConfirm={() => void confirm()}
    />
  );
}
