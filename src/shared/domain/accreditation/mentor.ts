import { addMonths, formatLongDate } from './dates';
import { formatFigure, formatMissing, ofTarget, plural } from './format';
import type { MentorRule, MentorTotals } from './types';

export interface MentorMeasure {
  counted: number;
  oneToOne: number;
  group: number;
  groupCounted: number;
  first: string | null;
  last: string | null;
  spreadMet: boolean;
  /** The first day a session would complete the spread. */
  spreadFrom: string | null;
  paceMinutes: number;
}

/** Mentor coaching with mentors the rule accepts: one-to-one in full, group up to its cap, first to last session. */
export function measureMentor(rule: MentorRule, totals: MentorTotals[]): MentorMeasure {
  const accepted = totals.filter((row) => rule.credentials.includes(row.credential));
  const sum = (pick: (row: MentorTotals) => number) => accepted.reduce((total, row) => total + pick(row), 0);
  const dates = (pick: (row: MentorTotals) => string | null) =>
    accepted
      .map(pick)
      .filter((date): date is string => date !== null)
      .sort();
  const oneToOne = sum((row) => row.oneToOneMinutes) / 60;
  const group = sum((row) => row.groupMinutes) / 60;
  const groupCounted = Math.min(group, rule.groupHoursCap);
  const first = dates((row) => row.first)[0] ?? null;
  const last = dates((row) => row.last).at(-1) ?? null;
  const spreadFrom = first ? addMonths(first, rule.spreadMonths) : null;
  return {
    counted: oneToOne + groupCounted,
    oneToOne,
    group,
    groupCounted,
    first,
    last,
    spreadMet: spreadFrom !== null && last !== null && last >= spreadFrom,
    spreadFrom,
    paceMinutes: sum((row) => row.paceMinutes),
  };
}

/** 'Mentor coaching: 4 more hours, spread over at least 3 months, of which 1 more one-to-one'. */
export function mentorMissing(rule: MentorRule, target: number, measure: MentorMeasure) {
  const moreHours = target - measure.counted;
  const moreOneToOne = rule.oneToOneHours - measure.oneToOne;
  const parts: string[] = [];
  if (moreHours > 0) parts.push(`${formatMissing(moreHours)} more ${plural(moreHours, 'hour', 'hours')}`);
  if (!measure.spreadMet) parts.push(`spread over at least ${rule.spreadMonths} months`);
  if (moreOneToOne > 0) {
    const amount = formatMissing(moreOneToOne);
    parts.push(
      moreHours > 0
        ? `of which ${amount} more one-to-one`
        : `${amount} more ${plural(moreOneToOne, 'hour', 'hours')} one-to-one`,
    );
  }
  return parts.length > 0 ? `Mentor coaching: ${parts.join(', ')}` : null;
}

export function mentorDetails(rule: MentorRule, measure: MentorMeasure) {
  const details = [ofTarget(formatFigure(measure.oneToOne), rule.oneToOneHours, 'hours one-to-one')];
  if (measure.group > 0) {
    details.push(
      `${formatFigure(measure.groupCounted)} of ${formatFigure(measure.group)} group hours counted (at most ${rule.groupHoursCap})`,
    );
  }
  details.push(
    measure.first && measure.last
      ? `First session ${formatLongDate(measure.first)}, last ${formatLongDate(measure.last)}: ${measure.spreadMet ? 'at least' : 'less than'} ${rule.spreadMonths} months apart`
      : `Sessions spread over at least ${rule.spreadMonths} months`,
  );
  return details;
}
