import { sql } from 'drizzle-orm';
import crypto from 'node:crypto';
import type { Database } from '../../db/database';
import type { RateLimitRule } from './rate-limit-rule';

/**
 * Counts an attempt under `key` in the app's own app_rate_limits table (never Better Auth's, whose
 * clean-up would erase it) and says whether it is within the rule. One atomic upsert, so
 * concurrent instances never both slip under the limit.
 */
export async function takeAttempt(db: Database, key: string, rule: RateLimitRule) {
  const now = Date.now();
  const windowStart = now - rule.window * 1000;
  const result = await db.execute<{ count: number }>(sql`
    insert into app_rate_limits (key, count, window_start)
    values (${key}, 1, ${now})
    on conflict (key) do update set
      count = case when app_rate_limits.window_start < ${windowStart} then 1 else app_rate_limits.count + 1 end,
      window_start = case when app_rate_limits.window_start < ${windowStart} then ${now} else app_rate_limits.window_start end,
      updated_at = now()
    returning count`);
  const row = (result as unknown as { rows: { count: number }[] }).rows[0];
  return Number(row?.count ?? 1) <= rule.max;
}

/** The key of one e-mail address's attempts: the address is stored only as a hash. */
function emailKey(scope: string, email: string) {
  return `${scope}:${crypto.createHash('sha256').update(email.trim().toLowerCase()).digest('hex')}`;
}

/** An attempt for one e-mail address. */
export async function takeEmailAttempt(db: Database, scope: string, email: string, rule: RateLimitRule) {
  return takeAttempt(db, emailKey(scope, email), rule);
}

/**
 * How many attempts for one e-mail address `scope` has counted in the rule's current window, without
 * counting one: for limits that count only what failed, checked before the outcome is known.
 */
export async function emailAttemptsSoFar(db: Database, scope: string, email: string, rule: RateLimitRule) {
  const windowStart = Date.now() - rule.window * 1000;
  const result = await db.execute<{ count: number }>(sql`
    select count from app_rate_limits where key = ${emailKey(scope, email)} and window_start >= ${windowStart}`);
  const row = (result as unknown as { rows: { count: number }[] }).rows[0];
  return Number(row?.count ?? 0);
}
