import { addMonths, formatLongDate } from './dates';
import { formatFigure, formatMissing, ofTarget, plural } from './format';
import type { HeldCredential, MentorRule, MentorSession } from './types';

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
  /** Hours the rule leaves out, by reason, for the row's details. */
  leftOut: { reason: string; minutes: number }[];
}

/** Why ICF would not count a session with this mentor, or null when it counts. */
export function mentorLeftOutReason(rule: MentorRule, session: MentorSession, awards: HeldCredential[]): string | null {
  if (!rule.credentials.includes(session.credential)) return 'a mentor with a credential this level does not accept';
  if (!session.current) return 'a mentor whose credential was not current';
  if (session.credential === 'ACC' && rule.accMentorRenewed && !session.renewed)
    return 'an ACC mentor who had not yet renewed';
  if (rule.qualification && session.date >= rule.qualification.from) {
    const levels = rule.qualification.levels;
    if (!session.qualification || !levels.includes(session.qualification))
      return `a mentor without the Mentor Coach Specialization (from ${formatLongDate(rule.qualification.from)})`;
  }
  const award = awards
    .filter((credential) => credential.body === 'ICF' && rule.excludeBeforeAwardOf.includes(credential.level))
    .map((credential) => credential.awardedOn)
    .sort()[0];
  if (award && session.date < award) return `used for your earlier credential (before ${formatLongDate(award)})`;
  return null;
}

/** Mentor coaching the rule accepts: one-to-one in full, group up to its cap, first to last session. */
export function measureMentor(
  rule: MentorRule,
  sessions: MentorSession[],
  awards: HeldCredential[],
  paceStart: string,
): MentorMeasure {
  const leftOut = new Map<string, number>();
  const accepted: MentorSession[] = [];
  for (const session of sessions) {
    const reason = mentorLeftOutReason(rule, session, awards);
    if (reason) leftOut.set(reason, (leftOut.get(reason) ?? 0) + session.minutes);
    else accepted.push(session);
  }
  const sum = (pick: (row: MentorSession) => boolean) =>
    accepted.filter(pick).reduce((total, row) => total + row.minutes, 0);
  const oneToOne = sum((row) => row.format === 'one_to_one') / 60;
  const group = sum((row) => row.format === 'group') / 60;
  const groupCounted = Math.min(group, rule.groupHoursCap);
  const dates = accepted.map((row) => row.date).sort();
  const first = dates[0] ?? null;
  const last = dates.at(-1) ?? null;
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
    paceMinutes: sum((row) => row.date >= paceStart),
    leftOut: [...leftOut].map(([reason, minutes]) => ({ reason, minutes })),
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
  for (const { reason, minutes } of measure.leftOut) {
    details.push(`${formatFigure(minutes / 60)} hours not counted: with ${reason}`);
  }
  return details;
}
