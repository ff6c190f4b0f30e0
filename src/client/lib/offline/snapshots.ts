import { deleteForUser, inStore, SNAPSHOTS } from './offline-db';

/**
 * The last answers the app needs to open without a network (who is signed in, their clients),
 * kept per account and forgotten at sign-out. The service worker never caches /api: only the
 * page keeps these, under the id of the account they belong to.
 */
interface Snapshot {
  key: string;
  userId: string;
  data: unknown;
}

/** The signed-in account's /api/me answer, under a key of its own so that start-up can find it. */
const ME_KEY = 'me';

const keyFor = (userId: string, name: string) => `${userId}:${name}`;

export async function saveSnapshot(userId: string, name: string, data: unknown) {
  await inStore(SNAPSHOTS, 'readwrite', (store) =>
    store.put({ key: name === ME_KEY ? ME_KEY : keyFor(userId, name), userId, data } satisfies Snapshot),
  );
}

export async function readSnapshot<T>(name: string, userId?: string): Promise<T | undefined> {
  const key = name === ME_KEY ? ME_KEY : userId ? keyFor(userId, name) : null;
  if (!key) return undefined;
  const snapshot = await inStore<Snapshot | undefined>(SNAPSHOTS, 'readonly', (store) => store.get(key));
  return snapshot?.data as T | undefined;
}

export const saveMeSnapshot = (userId: string, me: unknown) => saveSnapshot(userId, ME_KEY, me);
export const readMeSnapshot = <T>() => readSnapshot<T>(ME_KEY);

export const clearSnapshots = (userId: string) => deleteForUser(SNAPSHOTS, userId);
