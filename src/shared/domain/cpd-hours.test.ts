import { describe, expect, it } from 'vitest';
import { formatCpdHours } from './cpd-hours';

describe('formatCpdHours', () => {
  it('keeps quarter hours and always shows two decimals', () => {
    expect(formatCpdHours(0)).toBe('0.00');
    expect(formatCpdHours(0.25)).toBe('0.25');
    expect(formatCpdHours(12.5)).toBe('12.50');
    expect(formatCpdHours(1234.75)).toBe('1,234.75');
  });
});
