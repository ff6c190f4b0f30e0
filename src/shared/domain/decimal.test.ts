import { describe, expect, it } from 'vitest';
import { formatDecimal } from './decimal';

const intl = (value: number, digits: number) =>
  value.toLocaleString('en-GB', { minimumFractionDigits: digits, maximumFractionDigits: digits });

describe('formatDecimal', () => {
  it('writes what en-GB number formatting writes, halves and thousands included', () => {
    const values = [
      0, 0.05, 0.25, 0.95, 1.005, 1.05, 1.25, 2.5, 12.345, 999.95, 999.995, 1000, 1234.5, 1234567.891, -3.25,
    ];
    for (let step = 0; step < 2000; step += 1) values.push(Math.round(step * 37.77) / 100, step / 8);
    for (const value of values) {
      for (const digits of [0, 1, 2])
        expect(formatDecimal(value, digits), `${value} to ${digits}`).toBe(intl(value, digits));
    }
  });
});
