import { describe, expect, it } from 'vitest';
import { endOfLocalDay, localDate, localDateInput } from './admin-dates';

describe('admin dates', () => {
  it('turns a chosen day into the last instant of that day where the admin is, and back', () => {
    const instant = endOfLocalDay('2026-12-31');
    const date = new Date(instant);
    expect([date.getFullYear(), date.getMonth(), date.getDate(), date.getHours(), date.getMinutes()]).toEqual([
      2026, 11, 31, 23, 59,
    ]);
    expect(localDateInput(instant)).toBe('2026-12-31');
    expect(localDateInput(null)).toBe('');
  });

  it('shows the screen’s word when there is no date', () => {
    expect(localDate(null, 'Never')).toBe('Never');
    expect(localDate('2026-03-02T10:00:00Z', 'N/A')).not.toBe('N/A');
  });
});
