import { isAPIError } from 'better-auth/api';
import type { Database } from '../../../db/database';
import { deleteTrustedDevices } from '../better-auth-internals';
import { forgetKnownBrowsers } from './known-browser';
import type { AuthHookContext } from './request-policies';

/**
 * What a browser keeps beyond its session: the two-factor "trust this device" cookie (30 days
 * without a code) and the known-browser pass past a lock (known-browser.ts). Whatever ends every
 * session of an account — signing out everywhere (the coach or an admin), a new password, a reset —
 * ends both (ADR 038), so a copied cookie and the password no longer pass the second factor, nor
 * keep guessing past the lock, after a suspected break-in.
 */
export async function forgetTrustedBrowsers(db: Database, userId: string) {
  await deleteTrustedDevices(db, userId);
  await forgetKnownBrowsers(db, userId);
}

/** Better Auth endpoints that end the account's other sessions, the user's own included or not. */
const ENDS_EVERY_SESSION = new Set(['/revoke-sessions', '/change-password']);

/** After one of those endpoints succeeded: the signed-in user's trusted browsers are forgotten. */
export async function forgetTrustedBrowsersAfter(ctx: AuthHookContext, db: Database) {
  if (!ENDS_EVERY_SESSION.has(ctx.path)) return;
  const { returned, session } = ctx.context as { returned?: unknown; session?: { user: { id: string } } | null };
  if (isAPIError(returned) || !session) return;
  await forgetTrustedBrowsers(db, session.user.id);
}
