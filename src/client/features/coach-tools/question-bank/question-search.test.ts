import { describe, expect, it } from 'vitest';
import { curatedQuestions } from '@/shared/domain/coaching-questions';
import { growStages } from '@/shared/schemas/grow-stages';
import { matchesSearch, questionsByStage } from './question-search';

const own = {
  id: '1',
  stage: 'will' as const,
  text: 'Who will hold you accountable?',
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};

describe('question bank search', () => {
  it('has about ten curated questions for every GROW stage', () => {
    for (const stage of growStages) expect(curatedQuestions[stage].length).toBeGreaterThanOrEqual(10);
  });

  it('matches every word, in any order and case', () => {
    expect(matchesSearch('What else could you do?', 'COULD else')).toBe(true);
    expect(matchesSearch('What else could you do?', 'could never')).toBe(false);
    expect(matchesSearch('What else could you do?', '   ')).toBe(true);
  });

  it('puts the coach’s own questions after the curated ones of their stage', () => {
    const all = questionsByStage([own], '');
    expect(all.will.at(-1)).toMatchObject({ own: true, text: own.text });
    expect(all.goal.every((question) => !question.own)).toBe(true);
  });

  it('keeps only the questions that match', () => {
    const found = questionsByStage([own], 'accountable');
    expect(found.will).toMatchObject([{ own: true, text: own.text }]);
    expect(found.goal).toEqual([]);
  });
});
