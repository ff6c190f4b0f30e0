import { addDays, addMonths } from './dates';
import { evaluateRequirement } from './evaluate';
import { formatFigure, formatMissing, ofTarget } from './format';
import { measureMentor, mentorDetails, mentorMissing } from './mentor';
import type {
  AccreditationFigures,
  HeldCredential,
  MentorSession,
  RenewalRequirement,
  Requirement,
  RequirementResult,
  RuleSet,
} from './types';

/** The banner shows this many days before a renewal date while something is missing. */
export const RENEWAL_NOTICE_DAYS = 90;

export interface RenewalResult {
  credentialId: string;
  body: RuleSet['body'];
  level: string;
  dueOn: string;
  /** The first day an application may go in, when the body says. */
  submitFrom: string | null;
  cycleStart: string;
  requirements: RequirementResult[];
  met: number;
  total: number;
  /** Within the notice period before the due date and something is still missing. */
  needsAttention: boolean;
}

const isRenewalRow = (row: RenewalRequirement | Requirement): row is RenewalRequirement =>
  ['cceUnits', 'coreCompetencyUnits', 'ethicsUnits', 'cycleMentorCoaching'].includes(row.kind);

function hoursRow(row: RenewalRequirement, value: number, unit: string, details: string[] = []): RequirementResult {
  const met = value >= row.target;
  return {
    id: row.id,
    label: row.label,
    figure: ofTarget(formatFigure(value), row.target, unit),
    details,
    progress: Math.min(1, value / row.target),
    status: met ? 'Met' : 'Not yet',
    missing: met ? null : `${formatMissing(row.target - value)} more ${unit}`,
    unconfirmed: row.unconfirmed ?? false,
    unconfirmedNote: null,
    doneOn: null,
    drillDown: 'cpd',
    projectedOn: null,
    noPace: false,
    advice: null,
    sources: row.sources,
  };
}

function evaluateCycleRow(
  row: RenewalRequirement,
  credential: HeldCredential,
  figures: AccreditationFigures,
): RequirementResult {
  const { cycle } = credential;
  const inCycle = figures.mentor.filter((session) => session.date >= cycle.start && session.date <= cycle.end);
  switch (row.kind) {
    case 'cceUnits': {
      const resource = Math.min(cycle.resourceDevelopmentHours, row.resourceDevelopmentCap);
      const practice = (cycle.supervisionMinutes + mentorMinutes(inCycle)) / 60;
      const counted = Math.min(practice, row.supervisionMentorCap);
      return hoursRow(row, cycle.coreCompetencyHours + resource + counted, 'units', [
        `Resource Development: ${formatFigure(cycle.resourceDevelopmentHours)} units, ${formatFigure(resource)} counted (at most ${row.resourceDevelopmentCap})`,
        `Supervision and mentor coaching: ${formatFigure(practice)} hours, ${formatFigure(counted)} counted (at most ${row.supervisionMentorCap})`,
      ]);
    }
    case 'coreCompetencyUnits':
      return hoursRow(row, cycle.coreCompetencyHours, 'Core Competencies units');
    case 'ethicsUnits':
      return hoursRow(row, cycle.ethicsHours, 'Coaching Ethics units');
    case 'cycleMentorCoaching': {
      const mentor = measureMentor(row.mentor, inCycle, figures.credentials, cycle.start);
      const met = mentor.counted >= row.target && mentor.oneToOne >= row.mentor.oneToOneHours && mentor.spreadMet;
      return {
        ...hoursRow(row, mentor.counted, 'hours', mentorDetails(row.mentor, mentor)),
        status: met ? 'Met' : 'Not yet',
        progress: met ? 1 : Math.min(0.99, mentor.counted / row.target),
        missing: met ? null : mentorMissing(row.mentor, row.target, mentor),
        drillDown: 'mentor',
      };
    }
  }
}

const mentorMinutes = (rows: MentorSession[]) => rows.reduce((sum, row) => sum + row.minutes, 0);

/** The due date: the credential's expiry, else its award date plus the body's cycle. */
export function renewalDueOn(credential: Pick<HeldCredential, 'awardedOn' | 'expiresOn'>, cycleYears: number) {
  return credential.expiresOn ?? addMonths(credential.awardedOn, 12 * cycleYears);
}

/** One credential's renewal: the cycle's rows for its body, and the level's extra rows. */
export function evaluateRenewal(
  credential: HeldCredential,
  rules: RuleSet,
  figures: AccreditationFigures,
): RenewalResult | null {
  const renewal = rules.renewal;
  if (!renewal) return null;
  const rows = [...renewal.requirements, ...(renewal.byLevel[credential.level] ?? [])];
  const requirements = rows.map((row) =>
    isRenewalRow(row)
      ? evaluateCycleRow(row, credential, figures)
      : evaluateRequirement(row, figures, rules.unconfirmedNote),
  );
  const dueOn = renewalDueOn(credential, renewal.cycleYears);
  const met = requirements.filter((row) => row.status === 'Met').length;
  const { today } = figures;
  return {
    credentialId: credential.id,
    body: rules.body,
    level: credential.level,
    dueOn,
    submitFrom: renewal.submitMonthsBefore === null ? null : addMonths(dueOn, -renewal.submitMonthsBefore),
    cycleStart: credential.cycle.start,
    requirements,
    met,
    total: requirements.length,
    needsAttention: met < requirements.length && today >= addDays(dueOn, -RENEWAL_NOTICE_DAYS) && today <= dueOn,
  };
}
