import { describe, expect, it } from 'vitest';
import { dueSummaryWeek } from './weekly-summary';

describe('dueSummaryWeek', () => {
  it('is due on Monday from 08:00 until noon in the coach’s time zone', () => {
    // Monday 30 November 2026, 08:00 in Auckland (NZDT, UTC+13) is Sunday 19:00 UTC.
    expect(dueSummaryWeek(new Date('2026-11-29T19:00:00Z'), 'Pacific/Auckland')).toEqual({
      weekStart: '2026-11-30',
      lastWeek: { from: '2026-11-23', to: '2026-11-29' },
    });
    expect(dueSummaryWeek(new Date('2026-11-29T18:59:59Z'), 'Pacific/Auckland')).toBeNull();
    expect(dueSummaryWeek(new Date('2026-11-29T22:59:59Z'), 'Pacific/Auckland')?.weekStart).toBe('2026-11-30');
    expect(dueSummaryWeek(new Date('2026-11-29T23:00:00Z'), 'Pacific/Auckland')).toBeNull();
  });

  it('reads the same instant differently on either side of the date line', () => {
    const sundayEveningUtc = new Date('2026-11-29T19:30:00Z');
    expect(dueSummaryWeek(sundayEveningUtc, 'America/Los_Angeles')).toBeNull();
    // Monday 08:30 in Los Angeles (PST, UTC−8).
    expect(dueSummaryWeek(new Date('2026-11-30T16:30:00Z'), 'America/Los_Angeles')).toEqual({
      weekStart: '2026-11-30',
      lastWeek: { from: '2026-11-23', to: '2026-11-29' },
    });
    expect(dueSummaryWeek(new Date('2026-11-30T16:30:00Z'), 'Pacific/Auckland')).toBeNull();
  });

  it('follows daylight saving time: 08:00 in London is 07:00 UTC in summer', () => {
    expect(dueSummaryWeek(new Date('2026-06-29T07:00:00Z'), 'Europe/London')?.weekStart).toBe('2026-06-29');
    expect(dueSummaryWeek(new Date('2026-06-29T06:59:00Z'), 'Europe/London')).toBeNull();
    expect(dueSummaryWeek(new Date('2026-11-30T07:30:00Z'), 'Europe/London')).toBeNull();
  });

  it('spans a month and a year end', () => {
    expect(dueSummaryWeek(new Date('2029-01-01T09:00:00Z'), 'UTC')).toEqual({
      weekStart: '2029-01-01',
      lastWeek: { from: '2028-12-25', to: '2028-12-31' },
    });
  });
});
