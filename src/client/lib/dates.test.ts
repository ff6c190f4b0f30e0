import { describe, expect, it } from 'vitest';
import { formatLongDate, todayIso } from './dates';

describe('calendar dates', () => {
  it('formats the long localised form of the same day, whatever the time zone', () => {
    expect(formatLongDate('2026-01-05', 'en-GB')).toBe('5 January 2026');
    expect(formatLongDate('2026-12-31', 'en-US')).toBe('December 31, 2026');
  });
  it('gives today as the local calendar date', () => {
    expect(todayIso(new Date(2026, 10, 2, 23, 59))).toBe('2026-11-02');
  });
});
