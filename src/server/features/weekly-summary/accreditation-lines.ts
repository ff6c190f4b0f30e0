import { addDays } from '@/shared/domain/accreditation/dates';
import { RENEWAL_NOTICE_DAYS } from '@/shared/domain/accreditation/renewal';
import type { BodyId } from '@/shared/domain/accreditation/types';
import type { Database } from '../../db/database';
import { getAccreditation, getAccreditationSummary } from '../accreditation/accreditation.service';

export interface NextStep {
  body: BodyId;
  level: string;
  met: number;
  total: number;
}

/**
 * The next step towards the coach's credential: the dashboard's eligibility line for one body,
 * the goal's when the coach set one on /accreditation, else the body whose next level is closest
 * (most of its requirements met; ICF, then EMCC, then AC on a tie).
 */
export async function nextStepTowardsCredential(
  db: Database,
  { userId, today }: { userId: string; today: string },
): Promise<NextStep | null> {
  const { bodies, goal } = await getAccreditationSummary(db, null, { userId, today });
  const lines = bodies.flatMap((line) =>
    line.next === null ? [] : [{ body: line.body, level: line.next, met: line.met, total: line.total }],
  );
  const towardsGoal = goal?.set ? lines.find((line) => line.body === goal.body) : undefined;
  return towardsGoal ?? closestNextStep(lines);
}

/** Of the dashboard's lines (one per body, in the order ICF, EMCC, AC), the one with most met. */
export function closestNextStep(lines: NextStep[]) {
  const share = (line: NextStep) => (line.total === 0 ? 0 : line.met / line.total);
  return lines.reduce<NextStep | null>((best, line) => (best && share(best) >= share(line) ? best : line), null);
}

export interface RenewalDue {
  body: BodyId;
  level: string;
  dueOn: string;
  /** Requirements of the renewal not met yet (0: ready to apply). */
  missing: number;
}

/** Each held credential whose renewal falls due within 90 days of `today`, soonest first. */
export async function renewalsDueSoon(
  db: Database,
  { userId, today }: { userId: string; today: string },
): Promise<RenewalDue[]> {
  const { renewals } = await getAccreditation(db, null, { userId, today });
  const until = addDays(today, RENEWAL_NOTICE_DAYS);
  return renewals
    .filter((renewal) => renewal.dueOn >= today && renewal.dueOn <= until)
    .sort((a, b) => a.dueOn.localeCompare(b.dueOn))
    .map((renewal) => ({
      body: renewal.body,
      level: renewal.level,
      dueOn: renewal.dueOn,
      missing: renewal.total - renewal.met,
    }));
}
