import type { FieldIssue } from '@/shared/errors';
import { deleteForUser, inStore, OUTBOX } from './offline-db';
import { SNAPSHOT_MAX_AGE_MS } from './snapshots';

/** What a coach can log without a network. */
export type OutboxKind = 'coaching-session' | 'supervision-session' | 'cpd-record';

export const outboxEndpoints: Record<OutboxKind, string> = {
  'coaching-session': '/api/coaching-sessions',
  'supervision-session': '/api/supervision-sessions',
  'cpd-record': '/api/cpd-records',
};

/** One create waiting to reach the server, with everything needed to send it or reopen its form. */
export interface OutboxEntry {
  /** The record's id, chosen by the browser: the server saves a repeated send once. */
  id: string;
  /** The account that typed it; it is only ever sent while that account is signed in. */
  userId: string;
  kind: OutboxKind;
  /** The create call's body, `id` included. */
  input: Record<string, unknown>;
  /** The form's own values, to reopen the form exactly as it was typed. */
  values: Record<string, unknown>;
  /** One line for the list, e.g. "Zoe Walker · 60 min". */
  summary: string;
  /** Milliseconds since the epoch; entries are sent oldest first. */
  queuedAt: number;
  /** Set when the server refused the entry: it stays, for the coach to correct or discard. */
  rejection: { message: string; issues: FieldIssue[] } | null;
}

/**
 * How long an entry may wait and still be sent on its own: as long as a session can live. An older
 * entry was typed under a sign-in that has ended by now (perhaps revoked from another device), so
 * it is held until the coach has looked at it. It is never deleted unasked: the coach's words may
 * exist nowhere else (ADR 043).
 */
export const OUTBOX_HOLD_AFTER_MS = SNAPSHOT_MAX_AGE_MS;

/** Whether the entry waits for the coach to look at it before it is sent. */
export const isHeld = (entry: OutboxEntry, now = Date.now()) =>
  !entry.rejection && now - entry.queuedAt > OUTBOX_HOLD_AFTER_MS;

/** What happened to the outbox: an entry changed, or a send finished (by a page or the worker). */
export type OutboxNews =
  | { type: 'changed' }
  | {
      type: 'sent';
      userId: string;
      /** The kind of each entry saved, so that pages refresh what shows it. */
      sent: OutboxKind[];
      /** The server's reasons for refusals. */
      rejected: string[];
    };

const NEWS_EVENT = 'outbox-news';
const channelName = 'coach-logbook-outbox';

const hasChannels = typeof BroadcastChannel !== 'undefined';

/**
 * Tells every tab and the service worker. A channel reaches the other channel objects of its own
 * context too, so listeners here hear it once; without channels, only this context can be told.
 */
export function announceOutboxNews(news: OutboxNews) {
  if (!hasChannels) {
    globalThis.dispatchEvent(new CustomEvent<OutboxNews>(NEWS_EVENT, { detail: news }));
    return;
  }
  const channel = new BroadcastChannel(channelName);
  channel.postMessage(news);
  channel.close();
}

const announceOutboxChange = () => announceOutboxNews({ type: 'changed' });

/** Calls `listener` with news from this context, other tabs and the service worker; returns the unsubscribe. */
export function onOutboxNews(listener: (news: OutboxNews) => void) {
  if (!hasChannels) {
    const local = (event: Event) => listener((event as CustomEvent<OutboxNews>).detail);
    globalThis.addEventListener(NEWS_EVENT, local);
    return () => globalThis.removeEventListener(NEWS_EVENT, local);
  }
  const channel = new BroadcastChannel(channelName);
  channel.onmessage = (event: MessageEvent<OutboxNews>) => listener(event.data);
  return () => channel.close();
}

export async function listOutbox(userId: string): Promise<OutboxEntry[]> {
  const entries =
    (await inStore<OutboxEntry[]>(OUTBOX, 'readonly', (store) => store.index('userId').getAll(userId))) ?? [];
  return entries.sort((a, b) => a.queuedAt - b.queuedAt);
}

export async function putOutboxEntry(entry: OutboxEntry) {
  await inStore(OUTBOX, 'readwrite', (store) => store.put(entry));
  announceOutboxChange();
}

export async function deleteOutboxEntry(id: string) {
  await inStore(OUTBOX, 'readwrite', (store) => store.delete(id));
  announceOutboxChange();
}

export async function clearOutbox(userId: string) {
  await deleteForUser(OUTBOX, userId);
  announceOutboxChange();
}

/** What a create answers when it kept the entry in the outbox instead of reaching the server. */
export const QUEUED = 'queued-offline' as const;
