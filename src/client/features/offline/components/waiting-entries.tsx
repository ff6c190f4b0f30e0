import { CloudOff, TriangleAlert } from 'lucide-react';
import { toast } from 'sonner';
import { Button } from '@/client/components/ui/button';
import { formatLongDate } from '@/client/lib/dates';
import { deleteOutboxEntry, isHeld, type OutboxEntry, type OutboxKind } from '@/client/lib/offline/outbox';
import { sendOutbox } from '@/client/lib/offline/send-outbox';
import { useOutbox } from '../api/use-outbox';

export const WAITING_TO_SYNC = 'Waiting to sync';
export const HELD_FOR_REVIEW = 'Typed over 30 days ago: check it, then send it to your account or discard it.';

interface WaitingEntriesProps {
  kind: OutboxKind;
  /** Reopens the feature's own form on an entry the server refused. */
  onEdit: (entry: OutboxEntry) => void;
}

const DISCARD_QUESTION = 'Discard this entry? It has not been saved to your account and cannot be recovered.';

/**
 * Entries of one kind logged on this device and not yet on the server, above the saved list.
 * A refused entry shows the server's reason and can be corrected or, after a question, discarded;
 * an entry held for its age waits for the coach to send, correct or discard it.
 */
export function WaitingEntries({ kind, onEdit }: WaitingEntriesProps) {
  const entries = useOutbox(kind);
  if (entries.length === 0) return null;
  return (
    <section aria-labelledby={`waiting-${kind}`} className="rounded-xl border border-amber-300 bg-amber-50 p-4">
      <h2 id={`waiting-${kind}`} className="flex items-center gap-2 text-sm font-semibold text-amber-950">
        <CloudOff aria-hidden="true" className="size-4" />
        On this device only
      </h2>
      <ul className="mt-3 space-y-2">
        {entries.map((entry) => (
          <WaitingEntry key={entry.id} entry={entry} onEdit={onEdit} />
        ))}
      </ul>
    </section>
  );
}

/** Sends one held entry now; without an answer it stays, and the coach is told. */
async function sendHeld(entry: OutboxEntry) {
  const result = await sendOutbox(entry.userId, entry.id).catch(() => ({ interrupted: true }));
  if (result.interrupted) {
    toast.error('Error', { description: 'Could not reach your account: the entry stays on this device.' });
  }
}

function WaitingEntry({ entry, onEdit }: { entry: OutboxEntry; onEdit: WaitingEntriesProps['onEdit'] }) {
  const date = typeof entry.input.date === 'string' ? formatLongDate(entry.input.date) : '';
  const held = isHeld(entry);
  return (
    <li className="flex flex-col gap-2 rounded-lg border border-amber-200 bg-white p-3 sm:flex-row sm:items-center">
      <div className="min-w-0 flex-1">
        <p className="font-medium text-slate-900">
          {date} <span className="font-normal text-slate-700">· {entry.summary}</span>
        </p>
        {entry.rejection ? (
          <p className="mt-1 flex items-start gap-1.5 text-sm text-red-800">
            <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            <span>Not saved: {entry.rejection.message}</span>
          </p>
        ) : held ? (
          <p className="mt-1 text-sm text-amber-950">{HELD_FOR_REVIEW}</p>
        ) : (
          <p className="mt-1 text-sm text-amber-900">
            <span className="rounded-full bg-amber-100 px-2 py-0.5 font-medium">{WAITING_TO_SYNC}</span>
          </p>
        )}
      </div>
      {(entry.rejection || held) && (
        <div className="flex flex-wrap gap-2">
          {held && (
            <Button size="sm" onClick={() => void sendHeld(entry)}>
              Send<span className="sr-only"> entry of {date}</span>
            </Button>
          )}
          <Button size="sm" variant="secondary" onClick={() => onEdit(entry)}>
            Edit<span className="sr-only"> entry of {date}</span>
          </Button>
          <Button
            size="sm"
            variant="ghost"
            onClick={() => {
              if (window.confirm(DISCARD_QUESTION)) void deleteOutboxEntry(entry.id);
            }}
          >
            Discard<span className="sr-only"> entry of {date}</span>
          </Button>
        </div>
      )}
    </li>
  );
}
