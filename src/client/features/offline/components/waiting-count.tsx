import { RefreshCw } from 'lucide-react';
import { useOutbox } from '../api/use-outbox';
import { useOutboxSync } from '../api/use-outbox-sync';

export const waitingLabel = (count: number) =>
  count === 1 ? '1 change waiting to sync' : `${count} changes waiting to sync`;

/** The header's indicator of entries kept on this device; it also keeps them being sent. */
export function WaitingCount() {
  useOutboxSync();
  const entries = useOutbox();
  if (entries.length === 0) return null;
  return (
    <span
      role="status"
      className="inline-flex items-center gap-1.5 rounded-full bg-amber-100 px-2.5 py-1 text-xs font-medium text-amber-950"
    >
      <RefreshCw aria-hidden="true" className="size-3.5" />
      <span aria-hidden="true" className="sm:hidden">
        {entries.length}
      </span>
      <span className="sr-only sm:not-sr-only">{waitingLabel(entries.length)}</span>
    </span>
  );
}
