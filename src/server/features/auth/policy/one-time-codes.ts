import crypto from 'node:crypto';
import { APIError } from 'better-auth/api';
import type { Database } from '../../../db/database';
import { takeAttempt } from '../../../lib/security/rate-limit-attempts';
import type { RateLimitRule } from '../../../lib/security/rate-limit-rule';

/**
 * An authenticator's code is accepted once (ASVS 6.5.1): a code read over a shoulder or relayed by
 * a phishing page cannot open a second session. A code is good for its 30-second step and one step
 * either side, so a code once typed is remembered for two minutes, per account, as a hash.
 */
const CODE_MEMORY: RateLimitRule = { window: 120, max: 1 };

export const CODE_USED_MESSAGE = 'That code has been used already. Please wait for the next code from your app.';

/** Spends `code` for the account, or refuses it when it was typed before (right or wrong). */
export async function spendTotpCode(db: Database, userId: string, code: string) {
  const key = `totp-code:${crypto.createHash('sha256').update(`${userId}:${code}`).digest('hex')}`;
  if (await takeAttempt(db, key, CODE_MEMORY)) return;
  throw new APIError('UNAUTHORIZED', { code: 'TOTP_CODE_USED', message: CODE_USED_MESSAGE });
}
