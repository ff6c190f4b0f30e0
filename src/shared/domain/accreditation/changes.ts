import { formatLongDate } from './dates';
import type { ApplicationPath, LevelResult, RequirementResult, RuleSet } from './types';

/**
 * What each change a body has announced means for this coach on this level and path: said in
 * one sentence under the change's own summary.
 */
export function changesFor(
  levelName: string,
  path: ApplicationPath,
  rows: RequirementResult[],
  announced: RuleSet[],
): LevelResult['changes'] {
  return announced.flatMap((rules) => {
    const change = rules.change;
    if (!change || !change.levels.includes(levelName)) return [];
    const meaning = meaningOf(change.kind, change.paths.includes(path.id), rows, change.effectiveOn);
    return [{ effectiveOn: change.effectiveOn, summary: change.summary, meaning, source: change.source }];
  });
}

function meaningOf(
  kind: 'mentorQualification' | 'dropRequirement',
  onPath: boolean,
  rows: RequirementResult[],
  on: string,
) {
  const date = formatLongDate(on);
  if (kind === 'mentorQualification') {
    const mentor = rows.find((row) => row.id.endsWith('-mentor'));
    if (!onPath || !mentor)
      return 'Your path does not ask for mentor coaching of its own: this does not change your answer.';
    if (mentor.status === 'Met') return 'Your mentor coaching is complete: hours before that date keep counting.';
    return `You still need ${mentor.missing?.replace(/^Mentor coaching: /, '') ?? 'mentor coaching'}: sessions from ${date} count only with a qualified mentor (record it on the mentor's entry).`;
  }
  const recordings = rows.find((row) => row.id.endsWith('-recordings'));
  if (!onPath || !recordings) return 'This does not change what your path asks.';
  return recordings.status === 'Met'
    ? 'Your recordings are ready: if you apply before then, they still count.'
    : `If you apply from ${date}, you will not need to submit recordings.`;
}
