import { Dialog, DialogContent } from '@/client/components/ui/dialog';
import { Spinner } from '@/client/components/ui/spinner';
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
  /** The starting values are on their way: the form waits for them. */
  loading?: boolean;
  /** Saves a new session another way (a calendar proposal logs it), under this title. */
  create?: { title: string; save: (input: CoachingSessionInput) => Promise<unknown> };
}

/** Whether the device is driven by touch, where focusing a field raises the keyboard over the form. */
const touchFirst = () => typeof window !== 'undefined' && window.matchMedia?.('(pointer: coarse)').matches;

export function SessionFormDialog({
  open,
  onOpenChange,
  session,
  defaults,
  draft,
  loading,
  create,
}: SessionFormDialogProps) {
  const editing = Boolean(session ?? draft);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title={editing ? 'Edit session' : (create?.title ?? 'Log session')}
        description="Log the session now; details such as rate and goals are optional."
        className="max-w-2xl pb-0"
        onOpenAutoFocus={(event) => {
          // On a phone nothing is focused, so no keyboard covers the sheet and its Save.
          if (touchFirst()) {
            event.preventDefault();
            (event.target as HTMLElement | null)?.focus();
          }
        }}
      >
        {loading ? (
          <div className="pb-6">
            <Spinner label="Loading your last session..." />
          </div>
        ) : (
          <SessionForm
            key={draft?.id ?? session?.id ?? 'new'}
            session={session}
            defaults={defaults}
            draft={draft}
            autoFocus={!touchFirst()}
            create={create?.save}
            onSaved={() => onOpenChange(false)}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}
