import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../src/server/db/database';
import {
  authSessions,
  clients,
  coachingSessions,
  cpdRecords,
  supervisionSessions,
  users,
} from '../src/server/db/schema';
import { passwordHashing } from '../src/server/features/auth/passwords/password-hashing';
import { buildTestApp, TEST_ORIGIN, type TestApp } from '../src/test/build-app';
import { seedLogbook } from './seed';

const PASSWORD = 'Harbour7Lantern';

/** Signs a coach up through the API, verifies the address from the outbox and signs in. */
export async function signedInCoach(t: TestApp, email: string) {
  const headers = { origin: TEST_ORIGIN, 'content-type': 'application/json' };
  const post = (path: string, body: unknown) =>
    t.app.request(`${TEST_ORIGIN}${path}`, { method: 'POST', headers, body: JSON.stringify(body) });
  await post('/api/auth/sign-up/email', { email, password: PASSWORD, name: '', termsAccepted: true });
  const token = t.outbox.messages.find((message) => message.to === email)!.text.match(/token=([^&\s]+)/)![1];
  // The confirmation link's page signs in with the link and the password, which confirms the address.
  const signedIn = await post('/api/auth/sign-in/email', { email, password: PASSWORD, confirmation: token });
  const cookie = signedIn.headers
    .getSetCookie()
    .map((value) => value.split(';')[0])
    .join('; ');
  const me = (await (await t.app.request(`${TEST_ORIGIN}/api/me`, { headers: { cookie } })).json()) as {
    user: { id: string };
  };
  return { cookie, userId: me.user.id };
}

/**
 * The benchmarks' scene: the real app over a migrated database, 50 coaches with small logbooks
 * and one busy coach with 10,000 coaching sessions, 500 clients, 300 supervision sessions and
 * 200 CPD records. Returns the app and the busy coach's cookie, id and client ids.
 *
 * The tables are then brought to a steady state, so that nothing changes plans mid-run: on
 * PostgreSQL vacuumed and analysed, as autovacuum does within a minute or so of such a load; on
 * PGlite, which has no autovacuum, analysed, as the server does at every start-up.
 */
export async function busyCoachScene(label: string, database: DatabaseHandle) {
  await database.migrate();
  // Production's password hashing: the scene's sign-ins cost what they cost on a server.
  const t = buildTestApp(database, {}, { passwordHashing });
  process.stdout.write(`${label}: seeding...`);
  const started = performance.now();
  for (let other = 0; other < 50; other += 1) {
    const coach = await signedInCoach(t, `other-${other}@example.com`);
    await seedLogbook(database.db, coach.userId, { clients: 10, sessions: 40, supervision: 5, cpd: 5 });
  }
  const coach = await signedInCoach(t, 'busy-coach@example.com');
  const { clientIds } = await seedLogbook(database.db, coach.userId, {
    clients: 500,
    sessions: 10_000,
    supervision: 300,
    cpd: 200,
  });
  const tables = sql`${users}, ${authSessions}, ${clients}, ${coachingSessions}, ${supervisionSessions}, ${cpdRecords}`;
  await database.db.execute(database.kind === 'postgres' ? sql`vacuum analyze ${tables}` : sql`analyze ${tables}`);
  process.stdout.write(` ${((performance.now() - started) / 1000).toFixed(1)} s\n`);
  return { t, coach: { ...coach, clientIds } };
}

export type Scene = Awaited<ReturnType<typeof busyCoachScene>>;
