import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { calendarDate, optionalNumber, optionalText, searchText, topicsList } from './fields';

const messages = (result: { error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message);

describe('calendarDate', () => {
  it('accepts real calendar dates only, with one message each', () => {
    expect(calendarDate().safeParse('2024-02-29').success).toBe(true);
    expect(messages(calendarDate().safeParse(''))).toEqual(['A date is required']);
    expect(messages(calendarDate().safeParse('2023-02-29'))).toEqual(['Please enter a valid date']);
    expect(messages(calendarDate().safeParse('05/03/2026'))).toEqual(['Please enter a valid date']);
    // PostgreSQL has no year 0, so such a date would fail in the database instead of here.
    expect(messages(calendarDate().safeParse('0000-01-01'))).toEqual(['Please enter a valid date']);
  });
});

describe('topicsList', () => {
  it('splits comma text and trims lists alike', () => {
    expect(topicsList.parse(' career, confidence ,, ')).toEqual(['career', 'confidence']);
    expect(topicsList.parse([' goals ', ''])).toEqual(['goals']);
    expect(topicsList.parse(undefined)).toEqual([]);
  });
});

describe('optional fields from forms', () => {
  it('turn blank text and empty number inputs into null', () => {
    expect(optionalText(10, 'Notes').parse('   ')).toBeNull();
    expect(optionalText(10, 'Notes').parse(' kept ')).toBe('kept');
    const rating = optionalNumber(z.number().int().min(1).max(5));
    expect(rating.parse('')).toBeNull();
    expect(rating.parse('4')).toBe(4);
    expect(rating.safeParse('9').success).toBe(false);
  });
});

describe('control characters', () => {
  it('are refused in every text field, search and topic, by name, while tabs and line breaks stay', () => {
    expect(messages(optionalText(100, 'Notes').safeParse('a\u0000b'))).toEqual([
      'Notes contains a control character (such as U+0000) that cannot be stored. Remove it and try again.',
    ]);
    expect(optionalText(100, 'Notes').safeParse('line one\r\n\tline two').success).toBe(true);
    expect(searchText.safeParse('ada\u001b').success).toBe(false);
    expect(topicsList.safeParse(['fine', 'bad\u007f']).success).toBe(false);
  });
});
