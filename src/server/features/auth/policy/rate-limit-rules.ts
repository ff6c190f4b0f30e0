import type { Env } from '../../../env';
import type { RateLimitRule } from '../../../lib/security/rate-limit-rule';

/**
 * Limits per client address, applied by Better Auth. Sign-in gets AUTH_RATE_LIMIT_MAX per window
 * (5 by default; a sign-in of an unverified account also re-sends its confirmation link); the
 * requests that send an e-mail to any address (sign-up, reset) get three fifths of it (3 by
 * default), so that raising the one setting for a load test or an e2e run relaxes them all in
 * proportion. The same sign-in rule is the per-account limit (account-limits.ts).
 */
export function authRateLimitRules(env: Pick<Env, 'AUTH_RATE_LIMIT_MAX' | 'AUTH_RATE_LIMIT_WINDOW_S'>) {
  const window = env.AUTH_RATE_LIMIT_WINDOW_S;
  const signIn: RateLimitRule = { window, max: env.AUTH_RATE_LIMIT_MAX };
  const sendsEmail: RateLimitRule = { window, max: Math.max(1, Math.ceil((env.AUTH_RATE_LIMIT_MAX * 3) / 5)) };
  return {
    signIn,
    sendsEmail,
    byPath: {
      '/sign-in/email': signIn,
      // Codes are guessed like passwords; the plugin's own lockout stops an account after 10 misses.
      '/two-factor/*': signIn,
      '/sign-up/email': sendsEmail,
      '/request-password-reset': sendsEmail,
    } satisfies Record<string, RateLimitRule>,
  };
}
