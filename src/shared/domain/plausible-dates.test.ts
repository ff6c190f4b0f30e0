import { describe, expect, it } from 'vitest';
import { isFilterDate, judgeDate, localDateSense, serverDateSense } from './plausible-dates';

const today = '2026-11-27';
const sense = localDateSense(today, null);

describe('the date rule', () => {
  it('takes a date of the last year as it is', () => {
    expect(judgeDate(today, 'session', sense)).toEqual({ kind: 'ok' });
    expect(judgeDate('2025-11-28', 'supervision', sense)).toEqual({ kind: 'ok' });
    expect(judgeDate('2025-11-27', 'cpd', sense)).toEqual({ kind: 'ok' });
  });

  it('refuses a session in the future, and suggests last year when the year slipped', () => {
    expect(judgeDate('2026-11-28', 'session', sense)).toEqual({
      kind: 'refused',
      message: 'A session cannot be in the future: log it once it has taken place.',
      suggestion: null,
    });
    expect(judgeDate('2027-03-15', 'session', sense)).toEqual({
      kind: 'refused',
      message: 'A session cannot be in the future: log it once it has taken place. Did you mean 15 March 2026?',
      suggestion: '2026-03-15',
    });
    expect(judgeDate('2026-12-01', 'cpd', sense).kind).toBe('refused');
    expect(judgeDate('2026-12-01', 'mentoring', sense).kind).toBe('refused');
    expect(judgeDate('2026-12-01', 'supervision', sense).kind).toBe('refused');
  });

  it('asks about a year before 1970, suggesting the same day on its last past date', () => {
    expect(judgeDate('1920-11-27', 'session', sense)).toEqual({
      kind: 'question',
      message: '27 November 1920 is before 1970. Did you mean 27 November 2026?',
      suggestion: '2026-11-27',
    });
    // 28 November this year is still ahead: last year's is the one that has passed.
    expect(judgeDate('1926-11-28', 'session', sense)).toMatchObject({ suggestion: '2025-11-28' });
  });

  it('refuses a year before 1900, with the suggestion', () => {
    expect(judgeDate('0026-01-01', 'session', sense)).toEqual({
      kind: 'refused',
      message: '1 January 26 is before 1900. Did you mean 1 January 2026?',
      suggestion: '2026-01-01',
    });
  });

  it('asks about a date more than a year back', () => {
    expect(judgeDate('2024-03-15', 'session', sense)).toEqual({
      kind: 'question',
      message: '15 March 2024 is more than a year ago. Did you mean 15 March 2026?',
      suggestion: '2026-03-15',
    });
    expect(judgeDate('2025-11-26', 'cpd', sense).kind).toBe('question');
  });

  it('asks about a date before the first practice, for sessions and supervision only', () => {
    const newCoach = localDateSense(today, '2026-05-01');
    expect(judgeDate('2026-03-01', 'session', newCoach)).toEqual({
      kind: 'question',
      message: '1 March 2026 is before you started practising (1 May 2026). Is the date right?',
      suggestion: null,
    });
    expect(judgeDate('2026-03-01', 'supervision', newCoach).kind).toBe('question');
    expect(judgeDate('2026-03-01', 'cpd', newCoach)).toEqual({ kind: 'ok' });
    expect(judgeDate('2026-05-01', 'session', newCoach)).toEqual({ kind: 'ok' });
  });

  it('lets education lie years back or months ahead, and asks beyond a year ahead', () => {
    expect(judgeDate('2019-09-01', 'education', sense)).toEqual({ kind: 'ok' });
    expect(judgeDate('2027-06-30', 'education', sense)).toEqual({ kind: 'ok' });
    expect(judgeDate('2028-02-01', 'education', sense)).toEqual({
      kind: 'question',
      message: '1 February 2028 is more than a year ahead. Did you mean 1 February 2027?',
      suggestion: '2027-02-01',
    });
    expect(judgeDate('1965-09-01', 'education', sense)).toMatchObject({ kind: 'question', suggestion: '2026-09-01' });
  });

  it('keeps 29 February on the 28th in a common year', () => {
    expect(judgeDate('1924-02-29', 'session', sense)).toMatchObject({ suggestion: '2026-02-28' });
  });

  it('on a server, never refuses what is today somewhere on Earth', () => {
    // 11:00 in London on 27 November is already 28 November at UTC+14.
    const server = serverDateSense(new Date('2026-11-27T11:00:00Z'), null);
    expect(server.today).toEqual({ earliest: '2026-11-26', latest: '2026-11-28' });
    expect(judgeDate('2026-11-28', 'session', server)).toEqual({ kind: 'ok' });
    expect(judgeDate('2026-11-29', 'session', server).kind).toBe('refused');
  });

  it('in an import, which cannot ask, lets history be old but still refuses slips of the year', () => {
    const file = serverDateSense(new Date('2026-11-27T11:00:00Z'), '2026-05-01', false);
    expect(judgeDate('2021-03-01', 'session', file)).toEqual({ kind: 'ok' });
    expect(judgeDate('1920-03-01', 'session', file).kind).toBe('question');
    expect(judgeDate('2027-03-01', 'session', file).kind).toBe('refused');
  });
});

describe('a date a filter takes', () => {
  it('is whole, real and from 1900 to ten years ahead', () => {
    expect(isFilterDate('2026-01-01', today)).toBe(true);
    expect(isFilterDate('1900-01-01', today)).toBe(true);
    expect(isFilterDate('2036-11-27', today)).toBe(true);
    for (const typing of ['0002-01-01', '0020-01-01', '0202-01-01', '2036-11-28', '2026-02-30', '2026-1-1', '', null]) {
      expect(isFilterDate(typing, today), String(typing)).toBe(false);
    }
  });
});
