import { educationKindLabels } from '../../schemas/education';
import { formatLongDate } from './dates';
import { isCompleted } from './education';
import type { AccreditationFigures, ApplicationPath, Level, LevelResult } from './types';

const open = (path: ApplicationPath, figures: AccreditationFigures) =>
  path.programmeKinds.length === 0 ||
  figures.education.some((programme) => path.programmeKinds.includes(programme.kind));

/**
 * The path a level is judged on: the coach's choice when it fits, else the first that fits —
 * ICF's level-based paths first, as they ask least, then the Portfolio path open to all. The
 * reason is said on the page.
 */
export function choosePath(
  level: Level,
  figures: AccreditationFigures,
): { path: ApplicationPath; reason: string; choices: ApplicationPath[] } {
  const choices = level.paths.filter((path) => open(path, figures));
  const chosen = choices.find((path) => path.id === figures.icfPaths[level.name]);
  const path = chosen ?? choices[0]!;
  return {
    path,
    reason: chosen && choices[0] !== chosen ? 'You chose this path.' : reasonFor(path, level, figures),
    choices,
  };
}

function reasonFor(path: ApplicationPath, level: Level, figures: AccreditationFigures) {
  if (path.programmeKinds.length > 0) {
    const programme = figures.education
      .filter((row) => path.programmeKinds.includes(row.kind))
      .sort((a, b) => Number(isCompleted(b, figures.today)) - Number(isCompleted(a, figures.today)))[0]!;
    const kind = educationKindLabels[programme.kind];
    return isCompleted(programme, figures.today)
      ? `Your education includes ${programme.name} (${kind}), completed on ${formatLongDate(programme.endDate!)}.`
      : `Your education includes ${programme.name} (${kind}), in progress: this path opens once it ends.`;
  }
  const others = level.paths.filter((other) => other.programmeKinds.length > 0);
  if (others.length === 0) return '';
  const kinds = [...new Set(others.flatMap((other) => other.programmeKinds))].map((kind) => educationKindLabels[kind]);
  return `No ${kinds.join(', ')} programme is in your education records.`;
}

export type LevelPath = NonNullable<LevelResult['path']>;
