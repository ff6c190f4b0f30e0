import { describe, expect, it } from 'vitest';
import {
  clientHoursSummary,
  coachingHoursSummary,
  cpdSummary,
  sessionsSummary,
  supervisionSummary,
} from './chart-summaries';
import { monthLabel, periodLabel, quarterLabel, shortMonthLabel } from './report-labels';

const month = (value: string, hours: number, sessions: number) => ({
  month: value,
  paidHours: hours,
  proBonoHours: 0,
  hours,
  sessions,
});

describe('labels', () => {
  it('names months, quarters and periods', () => {
    expect(monthLabel('2026-03', 'en-GB')).toBe('March 2026');
    expect(shortMonthLabel('2026-03', 'en-GB')).toBe('Mar 26');
    expect(quarterLabel('2025-Q4')).toBe('Q4 2025');
    expect(periodLabel({ from: '2026-01-01', to: '2026-03-15' }, 'en-GB')).toBe('1 January 2026 to 15 March 2026');
    expect(periodLabel({ from: '2026-01-01' }, 'en-GB')).toBe('From 1 January 2026');
    expect(periodLabel({ to: '2026-01-01' }, 'en-GB')).toBe('Up to 1 January 2026');
    expect(periodLabel({})).toBe('All time');
  });
});

describe('chart summaries', () => {
  const months = [month('2026-01', 2.8, 2), month('2026-02', 12.5, 3), month('2026-03', 12.5, 3)];

  it('name the largest entry, the earliest on a tie', () => {
    expect(coachingHoursSummary(months, 'en-GB')).toBe('Most hours: February 2026 with 12.5 hours.');
    expect(sessionsSummary(months, 'en-GB')).toBe('Most sessions: February 2026 with 3 sessions.');
    expect(sessionsSummary([month('2026-01', 1, 1)], 'en-GB')).toBe('Most sessions: January 2026 with 1 session.');
    expect(supervisionSummary([{ quarter: '2026-Q1', hours: 2, sessions: 2 }])).toBe(
      'Most supervision: Q1 2026 with 2.0 hours.',
    );
    expect(cpdSummary([{ year: 2026, coreCompetencies: 2.25, resourceDevelopment: 0.5, total: 2.75 }])).toBe(
      'Most CPD: 2026 with 2.8 hours (Core Competencies 2.3 h, Resource Development 0.5 h).',
    );
  });

  it('say how many clients the top ten leave out', () => {
    const clients = [{ clientId: 'a', name: 'Team Alpha', hours: 3.5, sessions: 2 }];
    expect(clientHoursSummary(clients, 1)).toBe('Most hours: Team Alpha with 3.5 hours.');
    expect(clientHoursSummary(clients, 14)).toBe('Most hours: Team Alpha with 3.5 hours (top 1 of 14 clients shown).');
  });

  it('say so when there is nothing to chart', () => {
    expect(coachingHoursSummary([])).toBe('No coaching hours in this period.');
    expect(sessionsSummary([])).toBe('No sessions in this period.');
    expect(clientHoursSummary([], 0)).toBe('No clients coached in this period.');
    expect(supervisionSummary([])).toBe('No supervision in this period.');
    expect(cpdSummary([])).toBe('No CPD in this period.');
  });
});
