import { emptyFigures, mentorSession, withSessions } from './fixtures';
import type { AccreditationFigures, EducationProgramme } from './types';

/** The ICF tests' figures: a day, a programme, and a candidate ready for ACC. */
export const TODAY = '2026-11-26';

export const programme = (row: Partial<EducationProgramme> & Pick<EducationProgramme, 'kind'>): EducationProgramme => ({
  id: `p-${row.kind}`,
  name: 'Coaching Foundations',
  startDate: '2024-01-10',
  endDate: '2024-06-30',
  totalHours: 60,
  ...row,
});

/** A Portfolio candidate who meets every ACC row but the ones a test changes. */
export function accReady(today = TODAY): AccreditationFigures {
  const figures = emptyFigures(today);
  figures.educationStart = '2024-01-10';
  figures.education = [programme({ kind: 'acsth' })];
  withSessions(figures, 'all', 100, 75, 8);
  withSessions(figures, '18m', 25, 25, 3);
  figures.mentor = [
    mentorSession({ date: '2025-01-01', minutes: 180 }),
    mentorSession({ date: '2025-06-01', minutes: 420, format: 'group' }),
  ];
  figures.recordings = [{ level: 'acc', complete: true }];
  return figures;
}
