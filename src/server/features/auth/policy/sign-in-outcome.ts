import { isAPIError } from 'better-auth/api';
import type { Database } from '../../../db/database';
import type { Env } from '../../../env';
import type { RateLimitRule } from '../../../lib/security/rate-limit-rule';
import { countSignInFailure } from './account-limits';
import {
  KNOWN_BROWSER_COOKIE,
  browserPassOf,
  countKnownBrowserFailure,
  forgetBrowser,
  knownBrowserCookieOptions,
  newBrowserToken,
  rememberBrowser,
} from './known-browser';
import type { AuthHookContext } from './request-policies';

/** The steps of a sign-in: the password, then (with two-factor on) the code. */
const SIGN_IN_STEPS = new Set(['/sign-in/email', '/two-factor/verify-totp', '/two-factor/verify-backup-code']);

/**
 * After a sign-in step: a wrong e-mail or password counts against the account's address, and
 * against the pass of the browser that typed it; a step that opened a session makes this browser a
 * known one for the account (a new random token unless it had one; an e-mailed link's pass becomes
 * the browser's own).
 */
export async function recordSignInOutcome(
  ctx: AuthHookContext,
  { db, env, rule }: { db: Database; env: Pick<Env, 'NODE_ENV' | 'appUrl'>; rule: RateLimitRule },
) {
  if (!SIGN_IN_STEPS.has(ctx.path)) return;
  const pass = await browserPassOf(ctx);
  // What the endpoint answered (an APIError when it refused), as Better Auth's after hooks see it.
  const { returned } = ctx.context as { returned?: unknown };
  if (isAPIError(returned)) {
    if (ctx.path === '/sign-in/email' && returned.statusCode === 401) {
      const { email } = ctx.body as { email: string };
      await countSignInFailure(db, email, rule);
      if (pass) await countKnownBrowserFailure(db, pass.token, email);
    }
    return;
  }
  const user = ctx.context.newSession?.user;
  if (!user) return;
  const token = pass && !pass.fromLink ? pass.token : newBrowserToken();
  await rememberBrowser(db, token, user.id);
  if (pass?.fromLink) await forgetBrowser(db, pass.token, user.id);
  await ctx.setSignedCookie(KNOWN_BROWSER_COOKIE, token, ctx.context.secret, knownBrowserCookieOptions(env));
}
