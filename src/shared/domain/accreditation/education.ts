import { educationKindLabels } from '../../schemas/education';
import { formatLongDate } from './dates';
import type { AccreditationFigures, EducationProgramme } from './types';

/** ICF counts a programme once it is "fully completed and graduated" (ACC path page). */
export const isCompleted = (programme: EducationProgramme, today: string) =>
  programme.endDate !== null && programme.endDate <= today;

export const completedHours = (figures: AccreditationFigures) =>
  figures.education
    .filter((programme) => isCompleted(programme, figures.today))
    .reduce((sum, programme) => sum + programme.totalHours, 0);

/** 'Coaching Mastery (ICF Level 2): in progress, counts when it ends on 3 June 2027'. */
export function inProgressLine(programme: EducationProgramme) {
  const name = `${programme.name} (${educationKindLabels[programme.kind]})`;
  return programme.endDate
    ? `${name}: in progress, counts when it ends on ${formatLongDate(programme.endDate)}`
    : `${name}: in progress, counts when it ends (add its end date to see when)`;
}

/** The day the programmes in progress end, when every one of them has an end date; null otherwise. */
export function lastEnd(programmes: EducationProgramme[]) {
  if (programmes.some((programme) => programme.endDate === null)) return null;
  return (
    programmes
      .map((programme) => programme.endDate!)
      .sort()
      .at(-1) ?? null
  );
}
