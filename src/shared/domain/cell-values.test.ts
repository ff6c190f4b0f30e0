import { describe, expect, it } from 'vitest';
import { entityColumns } from '../schemas/export-import';
import { escapeFormula, guessMapping, parseCell, parseDate, parseNumber, unescapeFormula } from './cell-values';

describe('formula escaping', () => {
  it('prefixes text a spreadsheet would run, and undoes it on import', () => {
    for (const text of ['=SUM(A1)', '+44 20', '-5', '@cmd', '\tx', '\rx']) {
      expect(escapeFormula(text)).toBe(`'${text}`);
      expect(unescapeFormula(escapeFormula(text))).toBe(text);
    }
    expect(escapeFormula('Ada')).toBe('Ada');
    expect(unescapeFormula("'quoted")).toBe("'quoted");
  });
});

describe('dates', () => {
  it('reads ISO dates and local dates in the chosen order', () => {
    expect(parseDate('2026-03-04', 'dmy')).toBe('2026-03-04');
    expect(parseDate('2026-03-04T10:00:00Z', 'mdy')).toBe('2026-03-04');
    expect(parseDate('04/03/2026', 'dmy')).toBe('2026-03-04');
    expect(parseDate('04/03/2026', 'mdy')).toBe('2026-04-03');
    expect(parseDate('4.3.26', 'dmy')).toBe('2026-03-04');
    expect(parseDate('31/02/2026', 'dmy')).toBeNull();
    expect(parseDate('yesterday', 'dmy')).toBeNull();
    expect(parseDate(new Date('2026-03-04T00:00:00Z'), 'dmy')).toBe('2026-03-04');
  });

  it('reads a workbook cell that holds Excel’s serial number for a date, not the same digits as text', () => {
    expect(parseDate(46027, 'dmy')).toBe('2026-01-05');
    expect(parseDate(46027.75, 'dmy')).toBe('2026-01-05');
    expect(parseDate(61, 'dmy')).toBe('1900-03-01');
    expect(parseDate(2_958_465, 'dmy')).toBe('9999-12-31');
    expect(parseDate(0, 'dmy')).toBeNull();
    expect(parseDate(2_958_466, 'dmy')).toBeNull();
    expect(parseDate('46027', 'dmy')).toBeNull();
  });
});

describe('numbers', () => {
  it('reads comma decimals and thousands separators', () => {
    expect(parseNumber('1,5')).toBe(1.5);
    expect(parseNumber('1.234,5')).toBe(1234.5);
    expect(parseNumber('1,234.5')).toBe(1234.5);
    expect(parseNumber('1 234,5')).toBe(1234.5);
    expect(parseNumber(60)).toBe(60);
    expect(parseNumber('ten')).toBeNull();
  });
});

describe('cells', () => {
  const [, , date, duration, payment] = entityColumns.coachingSessions;
  it('turns cells into schema input or a message naming the column', () => {
    expect(parseCell(date!, '05/01/2026', 'dmy')).toEqual({ ok: true, value: '2026-01-05' });
    expect(parseCell(date!, '13/13/2026', 'dmy')).toEqual({
      ok: false,
      message: "Date: '13/13/2026' is not a date (use yyyy-mm-dd or dd/mm/yyyy)",
    });
    expect(parseCell(duration!, '60,5', 'dmy')).toEqual({
      ok: false,
      message: "Duration (minutes): '60,5' is not a whole number",
    });
    expect(parseCell(payment!, 'Pro bono', 'dmy')).toEqual({ ok: true, value: 'pro_bono' });
    expect(parseCell(payment!, '', 'dmy')).toEqual({ ok: true, value: undefined });
  });

  it('matches headers without case, spaces or punctuation', () => {
    expect(guessMapping(entityColumns.clients, ['NAME', 'email', 'Other'])).toEqual({ name: 'NAME', email: 'email' });
  });
});
