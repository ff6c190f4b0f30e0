import type { AuthContext } from 'better-auth';
import { deleteSessionByToken } from '../better-auth-internals';

interface AfterHookContext {
  context: AuthContext & { newSession: { session: { token: string } } | null };
  getSignedCookie: (name: string, secret: string) => Promise<string | null | false>;
}

/**
 * A sign-in (or a second factor, or a password change) that hands the browser a new session ends
 * the one its cookie carried until then (ASVS 7.2.4): left alive, a session the browser no longer
 * holds would only be of use to whoever copied its cookie. A refresh re-issues the same token and
 * ends nothing.
 */
export async function endReplacedSession(ctx: AfterHookContext) {
  const issued = ctx.context.newSession;
  if (!issued) return;
  const previous = await ctx.getSignedCookie(ctx.context.authCookies.sessionToken.name, ctx.context.secret);
  if (previous && previous !== issued.session.token) await deleteSessionByToken(ctx.context, previous);
}
