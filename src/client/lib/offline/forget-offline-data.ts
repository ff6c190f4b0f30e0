import { isOnline } from './network-status';
import { forgetSignedInUser } from './offline-reads';
import { clearOutbox, listOutbox } from './outbox';
import { sendOutbox } from './send-outbox';
import { clearSnapshots } from './snapshots';

/** Removes everything this device keeps for the account: its waiting entries and kept answers. */
export async function forgetOfflineData(userId: string | undefined) {
  forgetSignedInUser();
  if (!userId) return;
  await Promise.all([clearOutbox(userId), clearSnapshots(userId)]).catch(() => {
    // IndexedDB unavailable: then nothing was kept in it either.
  });
}

/** How many entries would be lost by signing out now, after one last try to send them. */
export async function countUnsentBeforeSignOut(userId: string | undefined) {
  if (!userId) return 0;
  try {
    if (isOnline()) await sendOutbox(userId);
    return (await listOutbox(userId)).length;
  } catch {
    return 0;
  }
}
