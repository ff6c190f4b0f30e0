import { like, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { appRateLimits } from '@/server/db/schema';
import { TEST_PASSWORD, createCoach } from '@/test/coaches';
import { call, type TestResponse } from '@/test/http';
import { useTestApp } from '@/test/test-app';
import { upload } from '@/test/uploads';
import { COSTLY_CALLS_MESSAGE, COSTLY_CALLS_RULE } from './limit-per-user';

const t = useTestApp();

const exportCsv = (cookie: string) => call(t(), 'GET', '/api/export/csv/clients', { cookie });
const previewImport = (cookie: string) =>
  upload(t(), '/api/import/spreadsheet', {
    cookie,
    file: 'Name\r\nAda',
    name: 'clients.csv',
    fields: { entity: 'clients' },
  });

async function expectLimited(response: TestResponse) {
  expect(response.status).toBe(429);
  expect((await response.json()).error).toMatchObject({ code: 'RATE_LIMITED', message: COSTLY_CALLS_MESSAGE });
}

describe('costly calls per account', () => {
  it('asks a coach who exports without pause to wait, and leaves other coaches and imports alone', async () => {
    const busy = await createCoach(t());
    const other = await createCoach(t());
    for (let n = 0; n < COSTLY_CALLS_RULE.max; n += 1) expect((await exportCsv(busy.cookie)).status).toBe(200);
    await expectLimited(await exportCsv(busy.cookie));
    await expectLimited(await call(t(), 'GET', '/api/export/icf-log?format=csv', { cookie: busy.cookie }));

    expect((await exportCsv(other.cookie)).status).toBe(200);
    expect((await previewImport(busy.cookie)).status).toBe(200);
  });

  it('counts import previews too, and changes nothing once the limit is reached', async () => {
    const coach = await createCoach(t());
    for (let n = 0; n < COSTLY_CALLS_RULE.max; n += 1) expect((await previewImport(coach.cookie)).status).toBe(200);
    const committed = await upload(t(), '/api/import/spreadsheet', {
      cookie: coach.cookie,
      file: 'Name\r\nAda',
      name: 'clients.csv',
      fields: { entity: 'clients', dryRun: 'false' },
    });
    await expectLimited(committed);
    const { items: clients } = await (await call(t(), 'GET', '/api/clients', { cookie: coach.cookie })).json();
    expect(clients).toEqual([]);
  });

  it('forgets the account’s counters when the account is deleted', async () => {
    const coach = await createCoach(t());
    const me = await (await call(t(), 'GET', '/api/me', { cookie: coach.cookie })).json();
    await exportCsv(coach.cookie);
    const counters = () =>
      t()
        .database.db.select()
        .from(appRateLimits)
        .where(like(appRateLimits.key, `%:${me.user.id}`));
    expect(await counters()).toHaveLength(1);
    const deleted = await call(t(), 'POST', '/api/auth/delete-user', {
      cookie: coach.cookie,
      body: { password: TEST_PASSWORD },
    });
    expect(deleted.status).toBe(200);
    expect(await counters()).toEqual([]);
  });

  it('keeps counting when Better Auth clears its own rate-limit rows', async () => {
    const coach = await createCoach(t());
    for (let n = 0; n < COSTLY_CALLS_RULE.max; n += 1) expect((await exportCsv(coach.cookie)).status).toBe(200);
    // Better Auth's clean-up deletes the rows of its table once its 60 s window has passed.
    await t().database.db.execute(sql`delete from rate_limits`);
    await expectLimited(await exportCsv(coach.cookie));
  });
});
