import { isAPIError } from 'better-auth/api';
import type { Database } from '../../../db/database';
import type { Env } from '../../../env';
import type { RateLimitRule } from '../../../lib/security/rate-limit-rule';
import { countSignInFailure } from './account-limits';
import { KNOWN_BROWSER_COOKIE, knownBrowserCookieOptions, knownBrowserValue } from './known-browser';
import type { AuthHookContext } from './request-policies';

/** The steps of a sign-in: the password, then (with two-factor on) the code. */
const SIGN_IN_STEPS = new Set(['/sign-in/email', '/two-factor/verify-totp', '/two-factor/verify-backup-code']);

/**
 * After a sign-in step: a wrong e-mail or password counts against the account's address; a step that
 * proved the password marks this browser as one that signed in to the account before.
 */
export async function recordSignInOutcome(
  ctx: AuthHookContext,
  { db, env, rule }: { db: Database; env: Pick<Env, 'NODE_ENV'>; rule: RateLimitRule },
) {
  if (!SIGN_IN_STEPS.has(ctx.path)) return;
  // What the endpoint answered (an APIError when it refused), as Better Auth's after hooks see it.
  const { returned } = ctx.context as { returned?: unknown };
  if (isAPIError(returned)) {
    if (ctx.path === '/sign-in/email' && returned.statusCode === 401) {
      await countSignInFailure(db, (ctx.body as { email: string }).email, rule);
    }
    return;
  }
  const email = ctx.context.newSession?.user.email;
  if (!email) return;
  await ctx.setSignedCookie(
    KNOWN_BROWSER_COOKIE,
    knownBrowserValue(email),
    ctx.context.secret,
    knownBrowserCookieOptions(env),
  );
}
