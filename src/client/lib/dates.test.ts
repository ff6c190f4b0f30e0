import { describe, expect, it } from 'vitest';
import { formatDateTime, formatDayMonth, formatLongDate, formatLongDateOf, formatShortDate, todayIso } from './dates';

const daysOf = (year: number) =>
  Array.from({ length: 366 }, (_, index) => new Date(year, 0, 1 + index)).filter((date) => date.getFullYear() === year);

describe('calendar dates', () => {
  it('formats the long localised form of the same day, whatever the time zone', () => {
    expect(formatLongDate('2026-01-05', 'en-GB')).toBe('5 January 2026');
    expect(formatLongDate('2026-12-31', 'en-US')).toBe('December 31, 2026');
  });
  it('keeps each locale and style apart when it reuses formatters', () => {
    expect(formatLongDate('2026-03-09', 'en-GB')).toBe('9 March 2026');
    expect(formatLongDate('2026-03-09', 'en-US')).toBe('March 9, 2026');
    expect(formatLongDate('2026-03-09', 'de-DE')).toBe('9. März 2026');
    expect(formatShortDate('2026-03-09', 'en-GB')).toBe('9 Mar 2026');
    expect(formatDayMonth('2026-03-09', '2026-11-28')).toBe('9 March');
    expect(formatDayMonth('2025-03-09', '2026-11-28')).toBe('9 March 2025');
    expect(formatDateTime('2026-03-09T14:30:00', 'en-GB')).toBe('9 March 2026 at 14:30');
    expect(formatLongDate('2026-03-10', 'en-GB')).toBe('10 March 2026');
  });
  it('writes British and American English exactly as Intl does, every day of a year', () => {
    for (const locale of ['en-GB', 'en-US', 'en']) {
      const long = new Intl.DateTimeFormat(locale, { dateStyle: 'long' });
      const dayMonth = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long' });
      const dayMonthYear = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long', year: 'numeric' });
      for (const date of daysOf(2028)) {
        const iso = todayIso(date);
        expect(formatLongDate(iso, locale)).toBe(long.format(date));
        expect(formatDayMonth(iso, '2028-06-01', locale)).toBe(dayMonth.format(date));
        expect(formatDayMonth(iso, '2029-06-01', locale)).toBe(dayMonthYear.format(date));
      }
    }
  });
  it('leaves every other language to Intl', () => {
    expect(formatLongDate('2026-03-09', 'fr-FR')).toBe('9 mars 2026');
    expect(formatLongDate('2026-03-09', 'en-AU')).toBe(
      new Intl.DateTimeFormat('en-AU', { dateStyle: 'long' }).format(new Date(2026, 2, 9)),
    );
  });
  it('gives the day a moment fell on where the coach is', () => {
    const moment = new Date(2026, 2, 9, 23, 30);
    expect(formatLongDateOf(moment.toISOString(), 'en-GB')).toBe('9 March 2026');
  });
  it('gives today as the local calendar date', () => {
    expect(todayIso(new Date(2026, 10, 2, 23, 59))).toBe('2026-11-02');
  });
});
