import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { listProposals, uploadCalendar } from '@/test/calendar-api';
import { userIdOf } from '@/test/admins';
import { calendarOf } from '@/test/calendars';
import { createCoach } from '@/test/coaches';
import { call } from '@/test/http';
import { addClient } from '@/test/logbook';
import { useTestApp } from '@/test/test-app';
import { calendarProposals } from '../../db/schema';

const t = useTestApp();

const event = (uid: string, start: string, title: string) => [
  `UID:${uid}`,
  `DTSTART:${start}`,
  `DTEND:${start.replace(/T(\d\d)/, (_, hour: string) => `T${String(Number(hour) + 1).padStart(2, '0')}`)}`,
  `SUMMARY:${title}`,
];

async function read(cookie: string, ...events: string[][]) {
  const response = await uploadCalendar(t(), cookie, { text: calendarOf(...events) });
  expect(response.status, await response.clone().text()).toBe(200);
}

const storedRows = async (userId: string) =>
  new Map(
    (
      await t()
        .database.db.select({
          uid: calendarProposals.eventUid,
          updatedAt: calendarProposals.updatedAt,
        })
        .from(calendarProposals)
        .where(eq(calendarProposals.userId, userId))
    ).map((row) => [row.uid, row]),
  );

describe('a calendar read again', () => {
  it('brings moved and retitled events up to date, drops cancelled ones, and leaves the rest unwritten', async () => {
    const coach = await createCoach(t());
    await call(t(), 'PUT', '/api/profile', { cookie: coach.cookie, body: { timeZone: 'Europe/London' } });
    const userId = await userIdOf(t(), coach.cookie);
    for (const name of ['Ann Lee', 'Ben Ode', 'Cy Park']) await addClient(t(), coach.cookie, { name });
    const same = event('same@test', '20261105T090000Z', 'Coaching: Ann Lee');
    await read(
      coach.cookie,
      same,
      event('moved@test', '20261106T090000Z', 'Coaching: Ben Ode'),
      event('gone@test', '20261107T090000Z', 'Coaching: Cy Park'),
    );
    const before = await storedRows(userId);
    expect([...before.keys()].sort()).toEqual(['gone@test', 'moved@test', 'same@test']);

    await read(coach.cookie, same, event('moved@test', '20261108T140000Z', 'Coaching: Ben Ode (moved)'), [
      ...event('gone@test', '20261107T090000Z', 'Coaching: Cy Park'),
      'STATUS:CANCELLED',
    ]);

    const listed = await listProposals(t(), coach.cookie);
    expect(listed.proposals.map((proposal) => [proposal.date, proposal.title, proposal.startsAt])).toEqual([
      ['2026-11-08', 'Coaching: Ben Ode (moved)', '2026-11-08T14:00:00.000Z'],
      ['2026-11-05', 'Coaching: Ann Lee', '2026-11-05T09:00:00.000Z'],
    ]);
    const after = await storedRows(userId);
    expect(after.get('same@test')?.updatedAt).toEqual(before.get('same@test')?.updatedAt);
    expect(after.get('moved@test')?.updatedAt.getTime()).toBeGreaterThan(before.get('moved@test')!.updatedAt.getTime());
  });
});
