import { describe, expect, it } from 'vitest';
import { formatHours, formatHoursShort, formatLength, minutesToHours } from './hours';

describe('minutesToHours', () => {
  it.each([
    [0, 0],
    [60, 1],
    [90, 1.5],
    [100, 1.7],
    [45, 0.8],
    [6000, 100],
  ])('%i minutes are %f hours', (minutes, hours) => {
    expect(minutesToHours(minutes)).toBe(hours);
  });

  it('always shows one decimal', () => {
    expect(formatHours(2)).toBe('2.0');
    expect(formatHours(1234.5)).toBe('1,234.5');
  });
});

describe('formatHoursShort', () => {
  it('writes one decimal and the unit', () => {
    expect(formatHoursShort(14)).toBe('14.0 h');
    expect(formatHoursShort(3.5)).toBe('3.5 h');
    expect(formatHoursShort(20.45)).toBe('20.5 h');
    expect(formatHoursShort(1234.5)).toBe('1,234.5 h');
  });
});

describe('formatLength', () => {
  it.each([
    [1, '1 min'],
    [45, '45 min'],
    [60, '60 min'],
    [61, '1 h 1 min'],
    [75, '1 h 15 min'],
    [1440, '24 h'],
    [1800, '30 h'],
    [60_001, '1,000 h 1 min'],
  ])('%i minutes are %s', (minutes, text) => {
    expect(formatLength(minutes)).toBe(text);
  });
});
