import { Dialog, DialogContent } from '@/client/components/ui/dialog';
import type { CoachingSession } from '@/shared/schemas/coaching-sessions';
import { SessionForm } from './session-form';

interface SessionFormDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The session to edit; none to log a new one. */
  session?: CoachingSession;
  /** Preselected for a new session: the client of the session logged last. */
  defaultClientId?: string | null;
}

export function SessionFormDialog({ open, onOpenChange, session, defaultClientId }: SessionFormDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title={session ? 'Edit Session' : 'Add Session'}
        description="Log the session now; details such as rate and goals are optional."
        className="max-w-2xl"
      >
        <SessionForm
          key={session?.id ?? 'new'}
          session={session}
          defaultClientId={defaultClientId}
          onSaved={() => onOpenChange(false)}
        />
      </DialogContent>
    </Dialog>
  );
}
