import { ApiError } from '../api-error';
import {
  forgetEverySnapshot,
  keepSnapshotsFor,
  readMeSnapshot,
  readSnapshot,
  saveMeSnapshot,
  saveSnapshot,
  snapshotOwner,
} from './snapshots';

export const isNetworkError = (error: unknown) => error instanceof ApiError && error.code === 'NETWORK_ERROR';

interface MeLike {
  user: { id: string } | null;
}

/**
 * /api/me, remembered for opening the app offline. Only a failed network falls back to it: an
 * answer from the server always wins, and "nobody is signed in" forgets every snapshot.
 */
export async function meOrSnapshot<Me extends MeLike>(fetchMe: () => Promise<Me>): Promise<Me> {
  try {
    const me = await fetchMe();
    if (me.user) {
      keepSnapshotsFor(me.user.id);
      void saveMeSnapshot(me.user.id, me).catch(() => {});
    } else {
      await forgetEverySnapshot().catch(() => {});
    }
    return me;
  } catch (error) {
    const saved = isNetworkError(error) ? await readMeSnapshot<Me>().catch(() => undefined) : undefined;
    if (!saved?.user) throw error;
    keepSnapshotsFor(saved.user.id);
    return saved;
  }
}

/** A list the app needs offline (the clients to log a session for), kept for the signed-in account. */
export async function orSnapshot<T>(name: string, fetchData: () => Promise<T>): Promise<T> {
  const userId = snapshotOwner();
  try {
    const data = await fetchData();
    // Not if the session ended while the request was on its way.
    if (userId && snapshotOwner() === userId) void saveSnapshot(userId, name, data).catch(() => {});
    return data;
  } catch (error) {
    const saved =
      isNetworkError(error) && userId ? await readSnapshot<T>(name, userId).catch(() => undefined) : undefined;
    if (saved === undefined) throw error;
    return saved;
  }
}

/** Forgets who was signed in, so nothing more is kept under their id. */
export function forgetSignedInUser() {
  keepSnapshotsFor(null);
}
