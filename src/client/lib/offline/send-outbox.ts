import type { ErrorBody } from '@/shared/errors';
import {
  announceOutboxNews,
  deleteOutboxEntry,
  isHeld,
  listOutbox,
  outboxEndpoints,
  putOutboxEntry,
  type OutboxEntry,
  type OutboxKind,
} from './outbox';
import { forgetEverySnapshot } from './snapshots';

/** Answers that mean "this entry, as typed, will never be accepted": the coach must change it. */
const REFUSALS = new Set([400, 404, 409, 413, 422]);
export const isRefusal = (status: number) => REFUSALS.has(status);

export interface SendResult {
  /** The kind of each entry saved. */
  sent: OutboxKind[];
  /** The server's reasons, one per refused entry. */
  rejected: string[];
  /** The network or the server was not there (or the session ended): the rest waits for later. */
  interrupted: boolean;
}

/**
 * Sends the account's waiting entries, oldest first, or only the one the coach chose (`onlyId`,
 * held or not). A page and the service worker may both try at once: a lock keeps them in single
 * file where the browser has one, and the server saves a repeated id once where it has not.
 */
export async function sendOutbox(userId: string, onlyId?: string): Promise<SendResult> {
  const locks = globalThis.navigator?.locks;
  const result = locks
    ? ((await locks.request('coach-logbook-outbox', () => sendInOrder(userId, onlyId))) as SendResult)
    : await sendInOrder(userId, onlyId);
  // Every open page says what happened, whichever context did the sending.
  if (result.sent.length > 0 || result.rejected.length > 0) {
    announceOutboxNews({ type: 'sent', userId, sent: result.sent, rejected: result.rejected });
  }
  return result;
}

async function sendInOrder(userId: string, onlyId: string | undefined): Promise<SendResult> {
  const result: SendResult = { sent: [], rejected: [], interrupted: false };
  const chosen = (entry: OutboxEntry) => (onlyId ? entry.id === onlyId : !isHeld(entry));
  for (const entry of await listOutbox(userId)) {
    if (entry.rejection || !chosen(entry)) continue;
    let response: Response;
    try {
      response = await fetch(outboxEndpoints[entry.kind], {
        method: 'POST',
        credentials: 'same-origin',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(entry.input),
      });
    } catch {
      return { ...result, interrupted: true };
    }
    if (response.ok) {
      await deleteOutboxEntry(entry.id);
      result.sent.push(entry.kind);
      continue;
    }
    if (response.status === 401) await forgetEverySnapshot().catch(() => {});
    // Signed out, no subscription, rate limited or a server fault: nothing is wrong with the entry.
    if (!isRefusal(response.status)) return { ...result, interrupted: true };
    const body = (await response.json().catch(() => ({}))) as Partial<ErrorBody>;
    const message = body.error?.message ?? 'An unexpected error occurred';
    await putOutboxEntry({ ...entry, rejection: { message, issues: body.error?.issues ?? [] } });
    result.rejected.push(message);
  }
  return result;
}
