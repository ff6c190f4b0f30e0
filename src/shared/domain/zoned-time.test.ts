import { describe, expect, it } from 'vitest';
import { instantOf, localDate, startOfLocalDate } from './zoned-time';

const at = (text: string) => Date.parse(text);
const wall = (year: number, month: number, day: number, hour: number, minute = 0) => ({
  year,
  month,
  day,
  hour,
  minute,
  second: 0,
});

describe('wall-clock times in a time zone', () => {
  it('places a time on either side of a daylight-saving change', () => {
    expect(instantOf(wall(2026, 10, 24, 9), 'Europe/London')).toBe(at('2026-10-24T08:00:00Z'));
    expect(instantOf(wall(2026, 10, 26, 9), 'Europe/London')).toBe(at('2026-10-26T09:00:00Z'));
    expect(instantOf(wall(2026, 11, 10, 9), 'America/New_York')).toBe(at('2026-11-10T14:00:00Z'));
    expect(instantOf(wall(2026, 7, 1, 9, 30), 'Asia/Kolkata')).toBe(at('2026-07-01T04:00:00Z'));
  });

  it('moves a time skipped by spring-forward on, and takes the first of a repeated one', () => {
    // 29 March 2026, 01:00 GMT becomes 02:00 BST: 01:30 does not exist.
    expect(instantOf(wall(2026, 3, 29, 1, 30), 'Europe/London')).toBe(at('2026-03-29T01:30:00Z'));
    // 25 October 2026, 02:00 BST becomes 01:00 GMT: 01:30 happens twice.
    expect(instantOf(wall(2026, 10, 25, 1, 30), 'Europe/London')).toBe(at('2026-10-25T00:30:00Z'));
  });

  it("gives an instant's local date, which may differ from its UTC date", () => {
    expect(localDate(at('2026-11-10T03:30:00Z'), 'America/Los_Angeles')).toBe('2026-11-09');
    expect(localDate(at('2026-11-10T23:30:00Z'), 'Pacific/Auckland')).toBe('2026-11-11');
    expect(localDate(at('2026-11-10T23:30:00Z'), 'UTC')).toBe('2026-11-10');
    expect(startOfLocalDate('2026-11-10', 'Pacific/Auckland')).toBe(at('2026-11-09T11:00:00Z'));
  });
});
