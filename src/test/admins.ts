import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { TestApp } from './build-app';
import { createCoach, signIn } from './coaches';
import { call } from './http';
import { addClient, addSession } from './logbook';
import { turnOnTwoFactor } from './two-factor';

/** The address the admin tests list in ADMIN_EMAILS. */
export const ADMIN_EMAIL = 'head.admin@example.com';

/**
 * An ADMIN_EMAILS admin, verified, signed in and with two-factor on (the admin API refuses an
 * admin without it). `totpURI` is the authenticator, for signing in again.
 */
export async function createAdmin(t: TestApp, email = ADMIN_EMAIL) {
  const coach = await createCoach(t, email);
  const { cookie, totpURI } = await turnOnTwoFactor(t, coach.cookie);
  return { email, cookie, totpURI };
}

/**
 * A coach another admin has just made an admin: signed in again (the role change ended their
 * sessions) and with two-factor turned on, as they must before any admin action.
 */
export async function signInPromotedAdmin(t: TestApp, email: string) {
  return (await turnOnTwoFactor(t, await signIn(t, email))).cookie;
}

/** Calls an admin endpoint that must succeed and returns its JSON. */
export async function adminCall<T = Record<string, unknown>>(
  t: TestApp,
  cookie: string,
  method: string,
  path: string,
  body?: unknown,
): Promise<T> {
  const response = await call(t, method, path, { cookie, body });
  expect(response.status, `${method} ${path}: ${await response.clone().text()}`).toBeLessThan(300);
  return response.status === 204 ? (undefined as T) : ((await response.json()) as T);
}

/** The id of the signed-in user a cookie belongs to. */
export async function userIdOf(t: TestApp, cookie: string) {
  const me = (await (await call(t, 'GET', '/api/me', { cookie })).json()) as { user: { id: string } };
  return me.user.id;
}

/** How many rows of each table still belong to a user: all zero once the user is deleted. */
export async function rowsOwnedBy(app: TestApp, userId: string, email: string) {
  const result = (await app.database.db.execute(sql`
    select
      (select count(*) from users where id = ${userId} or email = ${email})::int as users,
      (select count(*) from auth_sessions where user_id = ${userId})::int as sessions,
      (select count(*) from auth_accounts where user_id = ${userId})::int as accounts,
      (select count(*) from auth_verifications where value = ${userId})::int as verifications,
      (select count(*) from clients where user_id = ${userId})::int as clients,
      (select count(*) from coaching_sessions where user_id = ${userId})::int as coaching_sessions,
      (select count(*) from supervision_sessions where user_id = ${userId})::int as supervision,
      (select count(*) from cpd_records where user_id = ${userId})::int as cpd,
      (select count(*) from coach_month_totals where user_id = ${userId})::int as month_totals,
      (select count(*) from accreditation_figures_cache where user_id = ${userId})::int as accreditation_cache,
      (select count(*) from invitations where lower(email) = ${email} or accepted_by = ${userId})::int as invitations
  `)) as unknown as { rows: Record<string, number>[] };
  return result.rows[0]!;
}

/** A coach with something in every table that belongs to a coach. */
export async function busyCoach(t: TestApp) {
  const coach = await createCoach(t);
  const client = await addClient(t, coach.cookie, { name: 'Zoe Walker', notes: 'Private notes' });
  await addSession(t, coach.cookie, { clientId: client.id, date: '2026-03-02', duration: 60, notes: 'Private' });
  const supervision = await call(t, 'POST', '/api/supervision-sessions', {
    cookie: coach.cookie,
    body: { supervisorName: 'Dr Mary Jones', date: '2026-03-03', duration: 90, topics: 'ethics' },
  });
  expect(supervision.status, await supervision.clone().text()).toBe(201);
  const cpd = await call(t, 'POST', '/api/cpd-records', {
    cookie: coach.cookie,
    body: { title: 'Ethics', date: '2026-03-04', hours: 2, category: 'core_competencies' },
  });
  expect(cpd.status).toBe(201);
  // A pending password reset leaves a token row keyed by the user id.
  await call(t, 'POST', '/api/auth/request-password-reset', { body: { email: coach.email, redirectTo: '/' } });
  return { ...coach, userId: await userIdOf(t, coach.cookie) };
}
