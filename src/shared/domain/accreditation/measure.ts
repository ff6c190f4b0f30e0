import { addMonths, daysBetween, formatLongDate } from './dates';
import { formatFigure, formatMissing, ofTarget, plural } from './format';
import { countedMeasure, EMPTY_WINDOW, windowFigures, windowText, type Measurement } from './measure-common';
import { measurePractice } from './measure-practice';
import { measureMentor, mentorDetails, mentorMissing } from './mentor';
import { paceFigures, projectAtPace } from './pace';
import type { AccreditationFigures, MeasuredRequirement } from './types';

export function measure(requirement: MeasuredRequirement, figures: AccreditationFigures): Measurement {
  const { today } = figures;
  const pace = paceFigures(figures) ?? EMPTY_WINDOW;
  switch (requirement.kind) {
    case 'experienceHours': {
      const { scope, window } = requirement;
      return countedMeasure(today, {
        value: windowFigures(figures, window).sessions[scope].minutes / 60,
        target: requirement.target,
        paced: pace.sessions[scope].minutes / 60,
        unit: `hours${window ? windowText(window) : ''}`,
        drillDown: 'sessions',
      });
    }
    case 'paidHours':
      return countedMeasure(today, {
        value: windowFigures(figures).sessions[requirement.scope].paidMinutes / 60,
        target: requirement.target,
        paced: pace.sessions[requirement.scope].paidMinutes / 60,
        unit: 'paid hours',
        drillDown: 'sessions',
      });
    case 'distinctClients': {
      const value = windowFigures(figures).sessions[requirement.scope].clients;
      const measured = countedMeasure(today, {
        value,
        target: requirement.target,
        paced: pace.newClients[requirement.scope],
        unit: 'clients',
        whole: true,
        drillDown: 'sessions',
      });
      const more = requirement.target - value;
      return { ...measured, missing: measured.met ? null : `${more} more ${plural(more, 'client', 'clients')}` };
    }
    case 'educationHours': {
      const value = figures.educationHours;
      const met = value >= requirement.target;
      const more = formatMissing(requirement.target - value);
      return {
        figure: ofTarget(formatFigure(value), requirement.target, 'hours'),
        details: [],
        met,
        progress: Math.min(1, value / requirement.target),
        missing: met ? null : `${more} more hours of coach-specific education`,
        projectedOn: met ? today : null,
        advice: met
          ? null
          : `Coaching practice cannot make this up: complete ${more} more hours of coach-specific education and add it to your records.`,
        drillDown: 'education',
      };
    }
    case 'yearsPractising': {
      const first = figures.firstPractisedOn;
      const from = first ? addMonths(first, 12 * requirement.target) : null;
      const value = first ? Math.max(0, daysBetween(first, today) / 365.25) : 0;
      const met = from !== null && today >= from;
      return {
        figure: ofTarget(
          formatFigure(met ? Math.max(value, requirement.target) : Math.min(value, requirement.target - 0.01)),
          requirement.target,
          'years of practice',
        ),
        details: [],
        met,
        progress: met ? 1 : Math.min(0.99, value / requirement.target),
        missing: met
          ? null
          : from
            ? `Practice until ${formatLongDate(from)} (${requirement.target} ${plural(requirement.target, 'year', 'years')} since you first practised)`
            : 'The date you first practised as a coach',
        projectedOn: from,
        advice: from ? null : 'Add the date you first practised as a coach on your profile.',
        drillDown: 'profile',
      };
    }
    case 'mentorCoaching': {
      const rule = requirement.mentor;
      const mentor = measureMentor(rule, figures.mentor);
      const met = mentor.counted >= requirement.target && mentor.oneToOne >= rule.oneToOneHours && mentor.spreadMet;
      const spreadProgress = mentor.spreadMet
        ? 1
        : mentor.first && mentor.last && mentor.spreadFrom
          ? daysBetween(mentor.first, mentor.last) / daysBetween(mentor.first, mentor.spreadFrom)
          : 0;
      const parts = [mentor.counted / requirement.target, mentor.oneToOne / rule.oneToOneHours, spreadProgress];
      const moreHours = Math.max(requirement.target - mentor.counted, rule.oneToOneHours - mentor.oneToOne);
      const byPace = projectAtPace(today, moreHours, mentor.paceMinutes / 60);
      const projectedOn = met
        ? today
        : byPace && mentor.spreadFrom
          ? [byPace, mentor.spreadFrom, today].sort().at(-1)!
          : null;
      return {
        figure: ofTarget(formatFigure(mentor.counted), requirement.target, 'hours'),
        details: mentorDetails(rule, mentor),
        met,
        progress: met ? 1 : Math.min(0.99, parts.reduce((sum, part) => sum + Math.min(1, part), 0) / parts.length),
        missing: met ? null : mentorMissing(rule, requirement.target, mentor),
        projectedOn,
        advice: projectedOn ? null : 'Book mentor coaching: there is none recently to project from.',
        drillDown: 'mentor',
      };
    }
    default:
      return measurePractice(requirement, figures);
  }
}
