import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Reports } from '@/shared/schemas/reports';
import { createCoach } from '@/test/coaches';
import { call } from '@/test/http';
import { addClient, addSession } from '@/test/logbook';
import { useTestApp } from '@/test/test-app';
import { seedLogbook, TODAY } from './reports-seed';

const t = useTestApp();

async function report(cookie: string, query: string): Promise<Reports> {
  const response = await call(t(), 'GET', `/api/reports?${query}&today=${TODAY}`, { cookie });
  expect(response.status, await response.clone().text()).toBe(200);
  return response.json();
}

const zeroMonth = (month: string) => ({ month, paidHours: 0, proBonoHours: 0, hours: 0, sessions: 0 });

describe('reports API: series', () => {
  it('cuts months, quarters and years exactly at their last and first days', async () => {
    const { cookie } = await createCoach(t());
    await seedLogbook(t(), cookie);
    const answer = await report(cookie, 'from=2025-12-31&to=2026-01-31');
    expect(answer.coachingByMonth).toEqual([
      { month: '2025-12', paidHours: 0, proBonoHours: 1.5, hours: 1.5, sessions: 1 },
      { month: '2026-01', paidHours: 2.8, proBonoHours: 0, hours: 2.8, sessions: 2 }, // 45 + 120 minutes
    ]);
    expect(answer.supervisionByQuarter).toEqual([
      { quarter: '2025-Q4', hours: 1, sessions: 1 },
      { quarter: '2026-Q1', hours: 1.5, sessions: 1 },
    ]);
    expect(answer.cpdByYear).toEqual([
      { year: 2025, coreCompetencies: 1.25, resourceDevelopment: 0, total: 1.25 },
      { year: 2026, coreCompetencies: 0, resourceDevelopment: 0.5, total: 0.5 },
    ]);
    expect(answer.summary).toMatchObject({ hours: 4.3, paidHours: 2.8, proBonoHours: 1.5, groupParticipants: 6 });
    expect(answer.icf.paidSharePercent).toBe(64.7); // 165 / 255
  });

  it('fills the quiet months, quarters and years between the first and the last with zeros', async () => {
    const { cookie } = await createCoach(t());
    await seedLogbook(t(), cookie);
    const answer = await report(cookie, '');

    const months = answer.coachingByMonth;
    expect(months).toHaveLength(19); // September 2024 to March 2026
    expect(months[0]).toEqual({ month: '2024-09', paidHours: 1.5, proBonoHours: 0, hours: 1.5, sessions: 2 });
    expect(months[1]).toEqual(zeroMonth('2024-10'));
    expect(months.slice(1, 15).every((month) => month.sessions === 0)).toBe(true);
    expect(months.slice(-4)).toEqual([
      { month: '2025-12', paidHours: 0, proBonoHours: 1.5, hours: 1.5, sessions: 1 },
      { month: '2026-01', paidHours: 2.8, proBonoHours: 0, hours: 2.8, sessions: 2 },
      { month: '2026-02', paidHours: 1, proBonoHours: 0, hours: 1, sessions: 1 },
      // 90 pro-bono minutes today and 50 paid tomorrow: each rounded on its own, and the total from 140 minutes.
      { month: '2026-03', paidHours: 0.8, proBonoHours: 1.5, hours: 2.3, sessions: 2 },
    ]);

    expect(answer.supervisionByQuarter).toEqual([
      { quarter: '2025-Q2', hours: 2, sessions: 1 },
      { quarter: '2025-Q3', hours: 0, sessions: 0 },
      { quarter: '2025-Q4', hours: 1, sessions: 1 },
      { quarter: '2026-Q1', hours: 2, sessions: 2 }, // 1 January and 31 March
      { quarter: '2026-Q2', hours: 0.8, sessions: 1 }, // 45 minutes on 1 April
    ]);
    expect(answer.cpdByYear).toEqual([
      { year: 2023, coreCompetencies: 0, resourceDevelopment: 3, total: 3 },
      { year: 2024, coreCompetencies: 0, resourceDevelopment: 0, total: 0 },
      { year: 2025, coreCompetencies: 1.25, resourceDevelopment: 0, total: 1.25 },
      { year: 2026, coreCompetencies: 2.25, resourceDevelopment: 0.5, total: 2.75 },
    ]);
    expect(answer.topClients.map(({ name, hours, sessions }) => ({ name, hours, sessions }))).toEqual([
      { name: 'Team Alpha', hours: 3.5, sessions: 2 },
      { name: 'Ann', hours: 3.1, sessions: 4 }, // 185 minutes
      { name: 'Bob', hours: 2.5, sessions: 2 },
    ]);
  });

  it('ranks the ten clients with the most hours, equal hours by name', async () => {
    const { cookie } = await createCoach(t());
    // Added in an order unlike the expected one, so that insertion order cannot pass for ranking.
    const minutes: [string, number[]][] = [
      ['Jon', [30]],
      ['Hal', [60]],
      ['Gus', [60]],
      ['Cal', [120]],
      ['Bea', [120]],
      ['abe', [60, 60]],
      ['Fay', [60]],
      ['Eve', [60]],
      ['Dee', [90]],
      ['Mia', [180]],
      ['Liv', [240]],
      ['Kai', [150, 150]],
      ['Zed', []],
    ];
    for (const [name, durations] of minutes) {
      const client = await addClient(t(), cookie, { name });
      for (const [index, duration] of durations.entries()) {
        await addSession(t(), cookie, { clientId: client.id, date: `2026-02-0${index + 1}`, duration });
      }
    }
    const { topClients, summary } = await report(cookie, 'from=2026-01-01&to=2026-03-15');
    expect(topClients.map((client) => `${client.name} ${client.hours} ${client.sessions}`)).toEqual([
      'Kai 5 2',
      'Liv 4 1',
      'Mia 3 1',
      'abe 2 2',
      'Bea 2 1',
      'Cal 2 1',
      'Dee 1.5 1',
      'Eve 1 1',
      'Fay 1 1',
      'Gus 1 1', // Hal has as many hours but comes after Gus
    ]);
    expect(summary.clientsCoached).toBe(12); // Zed had no session
  });
});

describe('reports API: imported ICF log summaries', () => {
  it('spread their hours evenly over their dates in every month, period and the 18 months', async () => {
    const { cookie } = await createCoach(t());
    const client = await addClient(t(), cookie, { name: 'Ben Okafor' });
    const userId = ((await (await call(t(), 'GET', '/api/me', { cookie })).json()) as { user: { id: string } }).user.id;
    // 59 days, 1 March to 28 April 2026: 590 minutes, 10 a day (31 in March, 28 in April).
    await t().database.db.execute(sql`insert into coaching_sessions
      (user_id, client_id, date, summary_end_date, duration, payment, is_imported_summary)
      values (${userId}, ${client.id}, '2026-03-01', '2026-04-28', 590, 'paid', true)`);
    const answer = await report(cookie, 'from=2026-03-15&to=2026-12-31');
    // From 15 March: 17 days of March, 28 of April.
    expect(answer.coachingByMonth.slice(0, 2)).toEqual([
      { month: '2026-03', paidHours: 2.8, proBonoHours: 0, hours: 2.8, sessions: 0 },
      { month: '2026-04', paidHours: 4.7, proBonoHours: 0, hours: 4.7, sessions: 0 },
    ]);
    expect(answer.summary).toMatchObject({ hours: 7.5, clientsCoached: 1 });
    expect(answer.topClients).toEqual([expect.objectContaining({ name: 'Ben Okafor', hours: 7.5 })]);
    const all = await report(cookie, 'from=2026-01-01&to=2026-12-31');
    expect(all.coachingByMonth.map((month) => month.hours)).toEqual([5.2, 4.7]);
    expect(all.summary.sessions).toBe(1);
  });
});
