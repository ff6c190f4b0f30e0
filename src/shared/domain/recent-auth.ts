/** Sensitive actions need a sign-in, or the password confirmed again, within this many minutes. */
export const RECENT_AUTH_MINUTES = 15;

/** Whether a session was signed in, or its password confirmed, within the last 15 minutes. */
export function isRecentlyAuthenticated(
  session: { createdAt: Date; reauthenticatedAt: Date | null },
  now: Date,
): boolean {
  const last = Math.max(session.createdAt.getTime(), session.reauthenticatedAt?.getTime() ?? 0);
  return now.getTime() - last <= RECENT_AUTH_MINUTES * 60 * 1000;
}
