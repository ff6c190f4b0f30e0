import { Dialog, DialogContent } from '@/client/components/ui/dialog';
import type { OutboxEntry } from '@/client/features/offline';
import type { CoachingSession } from '@/shared/schemas/coaching-sessions';
import { SessionForm } from './session-form';

interface SessionFormDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The session to edit; none to log a new one. */
  session?: CoachingSession;
  /** Preselected for a new session: the client of the session logged last. */
  defaultClientId?: string | null;
  /** A session kept on this device that the server refused. */
  draft?: OutboxEntry;
}

export function SessionFormDialog({ open, onOpenChange, session, defaultClientId, draft }: SessionFormDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title={session ? 'Edit Session' : 'Add Session'}
        description="Log the session now; details such as rate and goals are optional."
        className="max-w-2xl"
      >
        <SessionForm
          key={draft?.id ?? session?.id ?? 'new'}
          session={session}
          defaultClientId={defaultClientId}
          draft={draft}
          onSaved={() => onOpenChange(false)}
        />
      </DialogContent>
    </Dialog>
  );
}
