import { describe, expect, it } from 'vitest';
import { averageScore, clientFigures } from './client-figures';

describe('a client’s figures', () => {
  it('adds paid and pro bono hours up, each shown as hours with one decimal', () => {
    const figures = clientFigures({
      totals: {
        sessions: 3,
        paidMinutes: 150,
        proBonoMinutes: 45,
        sessionsWithGoalsSet: 2,
        sessionsWithGoalsAchieved: 1,
        firstDate: '2026-01-01',
        lastDate: '2026-02-01',
      },
    });
    expect(Object.fromEntries(figures.map(({ label, value }) => [label, value]))).toEqual({
      Sessions: '3',
      'Total hours': '3.3 h',
      'Paid hours': '2.5 h',
      'Pro bono hours': '0.8 h',
      'Goals set': '2',
      'Goals achieved': '1',
    });
  });
});

describe('a wheel’s average', () => {
  it('is the mean of its scores to one decimal, 0 for no areas', () => {
    expect(averageScore([{ score: 7 }, { score: 8 }, { score: 4 }])).toBe(6.3);
    expect(averageScore([])).toBe(0);
  });
});
