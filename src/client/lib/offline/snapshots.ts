import { deleteForUser, inStore, SNAPSHOTS } from './offline-db';

/**
 * The last answers the app needs to open without a network (who is signed in, their clients),
 * kept per account and forgotten at sign-out, when the server says the session is gone, and
 * when they are older than a session can live. The service worker never caches /api: only the
 * page keeps these, under the id of the account they belong to.
 */
interface Snapshot {
  key: string;
  userId: string;
  data: unknown;
  /** Milliseconds since the epoch. */
  savedAt: number;
}

/**
 * The server's absolute session lifetime (SESSION_ABSOLUTE_LIFETIME_MS, 30 days): an answer older
 * than that came from a session that has ended by now, whatever the device was told.
 */
export const SNAPSHOT_MAX_AGE_MS = 30 * 24 * 60 * 60 * 1000;

/** The signed-in account's /api/me answer, under a key of its own so that start-up can find it. */
const ME_KEY = 'me';

const keyFor = (userId: string, name: string) => `${userId}:${name}`;

/** The account whose answers may be kept: set from the server's /api/me answer, never from a snapshot of a revoked session. */
let keptFor: string | null = null;

export const keepSnapshotsFor = (userId: string | null) => {
  keptFor = userId;
};
export const snapshotOwner = () => keptFor;

export async function saveSnapshot(userId: string, name: string, data: unknown) {
  await inStore(SNAPSHOTS, 'readwrite', (store) =>
    store.put({
      key: name === ME_KEY ? ME_KEY : keyFor(userId, name),
      userId,
      data,
      savedAt: Date.now(),
    } satisfies Snapshot),
  );
}

export async function readSnapshot<T>(name: string, userId?: string): Promise<T | undefined> {
  const key = name === ME_KEY ? ME_KEY : userId ? keyFor(userId, name) : null;
  if (!key) return undefined;
  const snapshot = await inStore<Partial<Snapshot> | undefined>(SNAPSHOTS, 'readonly', (store) => store.get(key));
  if (!snapshot) return undefined;
  // Kept before snapshots had an age, or too old to belong to a session still alive.
  if (!snapshot.savedAt || Date.now() - snapshot.savedAt > SNAPSHOT_MAX_AGE_MS) {
    await inStore(SNAPSHOTS, 'readwrite', (store) => store.delete(key));
    return undefined;
  }
  return snapshot.data as T;
}

export const saveMeSnapshot = (userId: string, me: unknown) => saveSnapshot(userId, ME_KEY, me);
export const readMeSnapshot = <T>() => readSnapshot<T>(ME_KEY);

export const clearSnapshots = (userId: string) => deleteForUser(SNAPSHOTS, userId);

/**
 * The server said the session is gone (signed out everywhere, expired, a password reset
 * elsewhere): every account's answers go, so that the app can no longer open offline as anyone.
 * The outbox stays: its entries are the coach's typed work, sent only once that account signs in again.
 */
export async function forgetEverySnapshot() {
  keptFor = null;
  await inStore(SNAPSHOTS, 'readwrite', (store) => store.clear());
}
