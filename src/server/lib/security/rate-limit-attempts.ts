import { sql } from 'drizzle-orm';
import crypto from 'node:crypto';
import type { Database } from '../../db/database';
import type { RateLimitRule } from './rate-limit-rule';

/**
 * Counts an attempt under `key` in the shared rate_limits table and says whether it is within
 * the rule. One atomic upsert, so concurrent instances never both slip under the limit.
 */
export async function takeAttempt(db: Database, key: string, rule: RateLimitRule) {
  const now = Date.now();
  const windowStart = now - rule.window * 1000;
  const result = await db.execute<{ count: number }>(sql`
    insert into rate_limits (id, key, count, last_request)
    values (${key}, ${key}, 1, ${now})
    on conflict (key) do update set
      count = case when rate_limits.last_request < ${windowStart} then 1 else rate_limits.count + 1 end,
      last_request = case when rate_limits.last_request < ${windowStart} then ${now} else rate_limits.last_request end,
      updated_at = now()
    returning count`);
  const row = (result as unknown as { rows: { count: number }[] }).rows[0];
  return Number(row?.count ?? 1) <= rule.max;
}

/** An attempt for one e-mail address, stored only as a hash of it. */
export async function takeEmailAttempt(db: Database, scope: string, email: string, rule: RateLimitRule) {
  const digest = crypto.createHash('sha256').update(email.trim().toLowerCase()).digest('hex');
  return takeAttempt(db, `${scope}:${digest}`, rule);
}

/**
 * How many attempts for one e-mail address `scope` has counted in the rule's current window, without
 * counting one: for limits that count only what failed, checked before the outcome is known.
 */
export async function emailAttemptsSoFar(db: Database, scope: string, email: string, rule: RateLimitRule) {
  const digest = crypto.createHash('sha256').update(email.trim().toLowerCase()).digest('hex');
  const windowStart = Date.now() - rule.window * 1000;
  const result = await db.execute<{ count: number }>(sql`
    select count from rate_limits where key = ${`${scope}:${digest}`} and last_request >= ${windowStart}`);
  const row = (result as unknown as { rows: { count: number }[] }).rows[0];
  return Number(row?.count ?? 0);
}
