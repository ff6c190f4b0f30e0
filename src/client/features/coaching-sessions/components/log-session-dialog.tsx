import { defaultsFromLastSession } from '../session-defaults';
import { useLastSession } from '../api/coaching-sessions';
import { SessionFormDialog } from './session-form-dialog';

/**
 * 'Log session', wherever it is opened: the last session's client (or the one given), length,
 * type and payment, and today.
 */
export function LogSessionDialog({
  open,
  onOpenChange,
  clientId,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  clientId?: string;
}) {
  const last = useLastSession(clientId);
  // Offline (or refused) the form starts from the client given, or from nothing.
  const ready = !last.isPending;
  return (
    <SessionFormDialog
      open={open}
      onOpenChange={onOpenChange}
      defaults={ready ? defaultsFromLastSession(last.data, clientId) : undefined}
      loading={!ready}
    />
  );
}
