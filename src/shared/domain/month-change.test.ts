import { describe, expect, it } from 'vitest';
import { monthChange, monthName } from './month-change';

describe('monthChange', () => {
  const months = [
    { month: '2026-09', hours: 9 },
    { month: '2026-10', hours: 6.5 },
  ];

  it('compares a part month with the same days of the previous one, not with the whole of it', () => {
    // 6.5 h by 14 October against 4 h by 14 September, though September ended with 9 h.
    expect(monthChange(months, { through: '2026-09-14', hours: 4 })).toEqual({
      change: 2.5,
      text: '+2.5 h on 1–14 September',
    });
    expect(monthChange(months, { through: '2026-09-01', hours: 7.5 })).toEqual({
      change: -1,
      text: '−1.0 h on 1 September',
    });
  });

  it('names the whole previous month once this one has reached its length', () => {
    expect(monthChange(months, { through: '2026-09-30', hours: 9 })).toEqual({
      change: -2.5,
      text: '−2.5 h on September',
    });
    expect(
      monthChange(
        [
          { month: '2025-12', hours: 3 },
          { month: '2026-01', hours: 3 },
        ],
        { through: '2025-12-31', hours: 3 },
      ),
    ).toEqual({ change: 0, text: 'Same as December' });
  });

  it('has nothing to say with fewer than two months, or figures of another month', () => {
    const none = { through: '2026-09-14', hours: 0 };
    expect(monthChange([], none)).toBeNull();
    expect(monthChange([{ month: '2026-10', hours: 1 }], none)).toBeNull();
    expect(monthChange(months, { through: '2026-08-14', hours: 0 })).toBeNull();
  });
});

describe('monthName', () => {
  it('names the month of a YYYY-MM, in full or short', () => {
    expect(monthName('2026-01')).toBe('January');
    expect(monthName('2026-12', true)).toBe('Dec');
  });
});
