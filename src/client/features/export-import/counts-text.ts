import type { BackupKey } from '@/shared/schemas/export-import';
import { formatWholeNumber } from '@/shared/domain/decimal';

export const plural = (count: number, one: string, many: string) =>
  `${formatWholeNumber(count)} ${count === 1 ? one : many}`;

const nouns: Record<BackupKey, [string, string]> = {
  clients: ['client', 'clients'],
  coachingSessions: ['coaching session', 'coaching sessions'],
  supervisionSessions: ['supervision session', 'supervision sessions'],
  cpdRecords: ['CPD record', 'CPD records'],
  educationRecords: ['education record', 'education records'],
  mentorCoachingSessions: ['mentor coaching session', 'mentor coaching sessions'],
  credentials: ['credential', 'credentials'],
  feedbackEntries: ['feedback or reflection entry', 'feedback and reflection entries'],
  coachQuestions: ['question of your own', 'questions of your own'],
  growPlans: ['GROW plan', 'GROW plans'],
  wheelAssessments: ['Wheel of Life', 'Wheels of Life'],
  performanceRecordings: ['recording', 'recordings'],
};

export const entityCount = (entity: BackupKey, count: number) => plural(count, ...nouns[entity]);

/** 'a, b, c and d' */
export function listText(items: string[]) {
  return items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}
