import type { FieldIssue } from '@/shared/errors';
import { deleteForUser, inStore, OUTBOX } from './offline-db';

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

export const OUTBOX_CHANGED = 'outbox-changed';
const channelName = 'coach-logbook-outbox';

/** Tells this page (an event) and every other tab and the service worker (a channel) to re-read. */
export function announceOutboxChange() {
  globalThis.dispatchEvent(new Event(OUTBOX_CHANGED));
  if (typeof BroadcastChannel === 'undefined') return;
  const channel = new BroadcastChannel(channelName);
  channel.postMessage(OUTBOX_CHANGED);
  channel.close();
}

/** Calls `listener` when another tab or the service worker changed the outbox. */
export function onOutboxChangeElsewhere(listener: () => void) {
  if (typeof BroadcastChannel === 'undefined') return () => {};
  const channel = new BroadcastChannel(channelName);
  channel.onmessage = listener;
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
