import { ApiError } from '../api-error';
import { readMeSnapshot, readSnapshot, saveMeSnapshot, saveSnapshot } from './snapshots';

/** The account whose answers may be kept; set from every /api/me answer. */
let signedInUserId: string | null = null;

export const isNetworkError = (error: unknown) => error instanceof ApiError && error.code === 'NETWORK_ERROR';

interface MeLike {
  user: { id: string } | null;
}

/**
 * /api/me, remembered for opening the app offline. Only a failed network falls back to it: an
 * answer from the server (signed out, say) always wins.
 */
export async function meOrSnapshot<Me extends MeLike>(fetchMe: () => Promise<Me>): Promise<Me> {
  try {
    const me = await fetchMe();
    signedInUserId = me.user?.id ?? null;
    if (me.user) void saveMeSnapshot(me.user.id, me).catch(() => {});
    return me;
  } catch (error) {
    const saved = isNetworkError(error) ? await readMeSnapshot<Me>().catch(() => undefined) : undefined;
    if (!saved?.user) throw error;
    signedInUserId = saved.user.id;
    return saved;
  }
}

/** A list the app needs offline (the clients to log a session for), kept for the signed-in account. */
export async function orSnapshot<T>(name: string, fetchData: () => Promise<T>): Promise<T> {
  const userId = signedInUserId;
  try {
    const data = await fetchData();
    if (userId) void saveSnapshot(userId, name, data).catch(() => {});
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
  signedInUserId = null;
}
