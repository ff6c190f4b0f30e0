import { describe, expect, it } from 'vitest';
import { entityCount, listText } from './counts-text';

describe('count texts', () => {
  it('says one or many, and lists with "and"', () => {
    expect(entityCount('cpdRecords', 1)).toBe('1 CPD record');
    expect(entityCount('clients', 1200)).toBe('1,200 clients');
    expect(entityCount('wheelAssessments', 2)).toBe('2 Wheels of Life');
    expect(entityCount('coachQuestions', 1)).toBe('1 question of your own');
    expect(listText(['a', 'b', 'c'])).toBe('a, b and c');
    expect(listText(['a'])).toBe('a');
  });
});
