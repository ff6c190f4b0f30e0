import { describe, expect, it } from 'vitest';
import { addDays, addMonths, periodParams, presetRange, readPeriod } from './report-range';

describe('calendar arithmetic', () => {
  it('adds days across months, years and leap days', () => {
    expect(addDays('2026-01-31', 1)).toBe('2026-02-01');
    expect(addDays('2025-12-31', 1)).toBe('2026-01-01');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
  });

  it('adds months, clamping to the end of a shorter month', () => {
    expect(addMonths('2026-03-15', -12)).toBe('2025-03-15');
    expect(addMonths('2026-08-31', -18)).toBe('2025-02-28');
    expect(addMonths('2029-08-29', -18)).toBe('2028-02-29');
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
  });
});

describe('presetRange', () => {
  it('counts every preset from the coach’s own date', () => {
    expect(presetRange('this-year', '2026-03-15')).toEqual({ from: '2026-01-01', to: '2026-03-15' });
    expect(presetRange('last-12-months', '2026-03-15')).toEqual({ from: '2025-03-16', to: '2026-03-15' });
    expect(presetRange('last-18-months', '2026-03-15')).toEqual({ from: '2024-09-16', to: '2026-03-15' });
    expect(presetRange('all-time', '2026-03-15')).toEqual({});
  });

  it('starts the 18-month window where the server’s ICF check does, month ends included', () => {
    expect(presetRange('last-18-months', '2026-08-31').from).toBe('2025-03-01');
    expect(presetRange('this-year', '2026-01-01')).toEqual({ from: '2026-01-01', to: '2026-01-01' });
  });
});

describe('the period in the address', () => {
  const read = (query: string) => readPeriod(new URLSearchParams(query), '2026-03-15');

  it('reads a preset, and falls back to this year for anything else', () => {
    expect(read('')).toEqual({ preset: 'this-year', range: { from: '2026-01-01', to: '2026-03-15' } });
    expect(read('period=nonsense')).toEqual(read(''));
    expect(read('period=all-time&from=2020-01-01')).toEqual({ preset: 'all-time', range: {} });
  });

  it('reads a custom period, dropping dates that are not calendar dates', () => {
    expect(read('period=custom&from=2025-01-01&to=2025-06-30')).toEqual({
      preset: 'custom',
      range: { from: '2025-01-01', to: '2025-06-30' },
    });
    expect(read('period=custom&from=2025-02-30&to=soon')).toEqual({ preset: 'custom', range: {} });
  });

  it('writes the dates only for a custom period', () => {
    expect(periodParams('last-12-months', { from: '2025-01-01' }).toString()).toBe('period=last-12-months');
    expect(periodParams('custom', { from: '2025-01-01' }).toString()).toBe('period=custom&from=2025-01-01');
  });
});
