/**
 * Keys the app keeps in localStorage for the signed-in person. They share one prefix so that
 * signing out forgets them all; the cookie-notice acknowledgement is the device's, not the
 * person's, and stays.
 */
const USER_PREFIX = 'coach-logbook.user.';

export const localKeys = {
  /** Set by the sign-up form: the next sign-in on this browser is the account's first. */
  newAccount: `${USER_PREFIX}new-account`,
  /** A plan chosen before signing in, to resume on the plans page. */
  pendingPlan: `${USER_PREFIX}pending-plan`,
  /** The checkout this browser is waiting for: `{ id, startedAt }` as JSON. */
  pendingCheckout: `${USER_PREFIX}pending-checkout`,
} as const;

export function readLocal(key: string) {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeLocal(key: string, value: string) {
  try {
    window.localStorage.setItem(key, value);
  } catch {
    // Storage full or disabled: the app works without it, only the convenience is lost.
  }
}

export function removeLocal(key: string) {
  try {
    window.localStorage.removeItem(key);
  } catch {
    // As above.
  }
}

export function clearUserLocalData() {
  try {
    for (const key of Object.keys(window.localStorage)) {
      if (key.startsWith(USER_PREFIX)) window.localStorage.removeItem(key);
    }
  } catch {
    // As above.
  }
}
