import { Dialog, DialogContent } from '@/client/components/ui/dialog';
import type { OutboxEntry } from '@/client/features/offline';
import type { CoachingSession, CoachingSessionInput } from '@/shared/schemas/coaching-sessions';
import type { SessionDefaults } from '../session-defaults';
import { SessionForm } from './session-form';

interface SessionFormDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The session to edit; none to log a new one. */
  session?: CoachingSession;
  /** A new session's starting values: the last session's client, length, type and payment. */
  defaults?: SessionDefaults;
  /** A session kept on this device that the server refused. */
  draft?: OutboxEntry;
  /** Saves a new session another way (a calendar proposal logs it), under this title. */
  create?: { title: string; save: (input: CoachingSessionInput) => Promise<unknown> };
}

export function SessionFormDialog({ open, onOpenChange, session, defaults, draft, create }: SessionFormDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title={session ? 'Edit Session' : (create?.title ?? 'Add Session')}
        description="Log the session now; details such as rate and goals are optional."
        className="max-w-2xl"
      >
        <SessionForm
          key={draft?.id ?? session?.id ?? 'new'}
          session={session}
          defaults={defaults}
          draft={draft}
          create={create?.save}
          onSaved={() => onOpenChange(false)}
        />
      </DialogContent>
    </Dialog>
  );
}
