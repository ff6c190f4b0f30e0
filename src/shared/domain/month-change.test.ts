import { describe, expect, it } from 'vitest';
import { monthChange, monthName } from './month-change';

describe('monthChange', () => {
  it('compares this month with the previous one, in hours with one decimal', () => {
    const months = [
      { month: '2026-09', hours: 4 },
      { month: '2026-10', hours: 6.5 },
    ];
    expect(monthChange(months)).toEqual({ change: 2.5, text: '+2.5 h on September' });
    expect(
      monthChange([
        { month: '2026-09', hours: 6.5 },
        { month: '2026-10', hours: 5.5 },
      ]),
    ).toEqual({
      change: -1,
      text: '−1.0 h on September',
    });
    expect(
      monthChange([
        { month: '2025-12', hours: 3 },
        { month: '2026-01', hours: 3 },
      ]),
    ).toEqual({
      change: 0,
      text: 'Same as December',
    });
  });

  it('has nothing to say with fewer than two months', () => {
    expect(monthChange([])).toBeNull();
    expect(monthChange([{ month: '2026-10', hours: 1 }])).toBeNull();
  });
});

describe('monthName', () => {
  it('names the month of a YYYY-MM, in full or short', () => {
    expect(monthName('2026-01')).toBe('January');
    expect(monthName('2026-12', true)).toBe('Dec');
  });
});
