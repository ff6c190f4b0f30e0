import { useMe } from '@/client/features/auth';
import { ApiError } from '@/client/lib/api-error';
import { isNetworkError } from '@/client/lib/offline/offline-reads';
import { isOnline } from '@/client/lib/offline/network-status';
import {
  deleteOutboxEntry,
  putOutboxEntry,
  QUEUED,
  type OutboxEntry,
  type OutboxKind,
} from '@/client/lib/offline/outbox';
import { requestBackgroundSync } from '@/client/lib/offline/register-service-worker';
import { isRefusal } from '@/client/lib/offline/send-outbox';

/** A random UUID; `crypto.randomUUID` exists only on secure origins, getRandomValues everywhere. */
function newId() {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

export interface CreateRequest<Input> {
  input: Input;
  /** The form's values as typed, to reopen the form from the outbox. */
  values: object;
  summary: string;
  /** The outbox entry being corrected, when the form was opened from one. */
  draft?: OutboxEntry;
}

/**
 * Creates a record, or keeps it in the outbox when there is no network (or the answer is lost on
 * the way): the record's id is chosen here, so the outbox can send it again without doubling it.
 * Answers the created record, or QUEUED.
 */
export function useCreateOrQueue<Input extends object>(
  kind: OutboxKind,
  create: (input: Input & { id: string }) => Promise<unknown>,
) {
  const userId = useMe().data?.user?.id;
  return async ({ input, values, summary, draft }: CreateRequest<Input>): Promise<unknown> => {
    const id = draft?.id ?? newId();
    const body = { ...input, id };
    const keep = async (rejection: OutboxEntry['rejection']) => {
      if (!userId) throw new Error('No signed-in account to keep the entry for');
      await putOutboxEntry({
        id,
        userId,
        kind,
        input: body,
        values: { ...values },
        summary,
        queuedAt: draft?.queuedAt ?? Date.now(),
        rejection,
      });
    };
    const queue = async () => {
      await keep(null);
      void requestBackgroundSync();
      return QUEUED;
    };
    if (!isOnline()) return queue();
    try {
      const created = await create(body);
      if (draft) await deleteOutboxEntry(draft.id);
      return created;
    } catch (error) {
      if (isNetworkError(error)) return queue();
      // A corrected entry refused again keeps the latest words, should the form be closed now.
      if (draft && error instanceof ApiError && isRefusal(error.status))
        await keep({ message: error.message, issues: error.issues });
      throw error;
    }
  };
}
