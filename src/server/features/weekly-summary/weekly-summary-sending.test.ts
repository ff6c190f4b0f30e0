import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { summaryWeekOf } from '@/shared/domain/weekly-summary';
import { buildTestApp, type TestApp } from '@/test/build-app';
import { createCoach } from '@/test/coaches';
import { createTestDatabase, openSecondInstance } from '@/test/database';
import { startFakeSmtp } from '@/test/fake-smtp';
import { call } from '@/test/http';
import { waitForJobs } from '@/test/jobs';
import { useTestApp } from '@/test/test-app';
import type { DatabaseHandle } from '../../db/database';
import { weeklySummaryDeliveries } from '../../db/schema';
import { createSmtpMailer } from '../../lib/email/mailer';
import { deliverWeeklySummary } from './summary-delivery';

/** Monday 23 November 2026, 08:30 in Auckland. */
const MONDAY_MORNING_AUCKLAND = new Date('2026-11-22T19:30:00Z');
const WEEK = summaryWeekOf('2026-11-23');

async function subscribedCoach(app: TestApp) {
  const coach = await createCoach(app);
  await call(app, 'PUT', '/api/profile', { cookie: coach.cookie, body: { timeZone: 'Pacific/Auckland' } });
  await call(app, 'PUT', '/api/weekly-summary', { cookie: coach.cookie, body: { subscribed: true } });
  const me = (await (await call(app, 'GET', '/api/me', { cookie: coach.cookie })).json()) as { user: { id: string } };
  return { ...coach, userId: me.user.id };
}

describe('the weekly summary over SMTP', { timeout: 60_000 }, () => {
  const t = useTestApp();
  let smtp: Awaited<ReturnType<typeof startFakeSmtp>>;
  beforeAll(async () => {
    smtp = await startFakeSmtp();
  });
  afterAll(() => smtp.close());

  it('carries its List-Unsubscribe headers; a refused e-mail gives the week back, and the retry sends it once', async () => {
    const coach = await subscribedCoach(t());
    const deps = {
      ...t().deps,
      mailer: createSmtpMailer(smtp.url, 'Coach Logbook <no-reply@example.com>'),
      now: () => MONDAY_MORNING_AUCKLAND,
    };
    smtp.refuseNext(1);
    await expect(deliverWeeklySummary(deps, { userId: coach.userId, week: WEEK })).rejects.toThrow(/451/);
    expect(await t().database.db.select().from(weeklySummaryDeliveries)).toEqual([]);

    expect(await deliverWeeklySummary(deps, { userId: coach.userId, week: WEEK })).toBe('sent');
    expect(await deliverWeeklySummary(deps, { userId: coach.userId, week: WEEK })).toBe('already sent');
    expect(smtp.received.map((mail) => mail.to)).toEqual([[coach.email]]);
    const headers = smtp.received[0]!.data.split('\r\n\r\n')[0]!.replace(/\r\n\s+/g, ' ');
    expect(headers).toMatch(
      /^List-Unsubscribe: <http:\/\/localhost:3000\/api\/weekly-summary\/unsubscribe\?token=[\w-]+\.[\w-]+>$/m,
    );
    expect(headers).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/m);
  });
});

describe.runIf(inject('testDatabase').kind === 'postgres')(
  'two instances on one PostgreSQL',
  { timeout: 90_000 },
  () => {
    let database: DatabaseHandle;
    let second: DatabaseHandle;
    let instances: TestApp[] = [];
    beforeAll(async () => {
      database = await createTestDatabase();
      second = openSecondInstance(database);
      const now = () => MONDAY_MORNING_AUCKLAND;
      instances = [database, second].map((handle) => buildTestApp(handle, {}, { workJobs: true, now }));
    });
    afterAll(async () => {
      for (const instance of instances) {
        await instance.deps.jobs.stop();
        await instance.deps.workers.close();
      }
      await second.close();
      await database.close();
    });

    it('send each coach one summary a week between them, however often both dispatch', async () => {
      const [one, two] = instances as [TestApp, TestApp];
      const coaches = [];
      for (let index = 0; index < 6; index += 1) coaches.push(await subscribedCoach(index % 2 ? two : one));
      // Both instances run the schedule's job three times over, at once.
      await Promise.all(
        [one, two, one, two, one, two].map((instance) => instance.deps.jobs.send('weekly-summary-dispatch', {})),
      );
      await waitForJobs(database, ['weekly-summary-dispatch', 'weekly-summary-send'], 60_000);
      const summaries = instances
        .flatMap((instance) => instance.outbox.messages)
        .filter((message) => message.subject.startsWith('Your week in'));
      expect(summaries.map((message) => message.to).sort()).toEqual(coaches.map((coach) => coach.email).sort());
    });
  },
);
