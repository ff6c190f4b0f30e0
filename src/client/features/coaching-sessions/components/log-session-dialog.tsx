import { defaultsFromLastSession, type LastSession } from '../session-defaults';
import { SessionFormDialog } from './session-form-dialog';

/** A new session that starts as the last one was: same client, length, type and payment. */
export function LogSessionDialog({
  open,
  onOpenChange,
  lastSession,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  lastSession: LastSession | undefined;
}) {
  return <SessionFormDialog open={open} onOpenChange={onOpenChange} defaults={defaultsFromLastSession(lastSession)} />;
}
