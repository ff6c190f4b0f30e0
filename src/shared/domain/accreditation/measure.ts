import { addMonths, daysBetween, formatLongDate, windowStart } from './dates';
import { completedHours, inProgressLine, isCompleted, lastEnd } from './education';
import { formatFigure, formatMissing, ofTarget, plural } from './format';
import { countedMeasure, EMPTY_WINDOW, windowFigures, windowText, type Measurement } from './measure-common';
import { measurePractice } from './measure-practice';
import { measureMentor, mentorDetails, mentorMissing } from './mentor';
import { PACE_WINDOW, paceFigures, projectAtPace } from './pace';
import type { AccreditationFigures, MeasuredRequirement } from './types';

/** ICF's rows cannot be judged before the count of experience has a start. */
export const NEEDS_EDUCATION_START = 'Add your education start to check this';

export function measure(requirement: MeasuredRequirement, figures: AccreditationFigures): Measurement {
  const { today } = figures;
  const pace = paceFigures(figures) ?? EMPTY_WINDOW;
  switch (requirement.kind) {
    case 'experienceHours':
    case 'paidHours':
    case 'distinctClients':
      return withEducationStart(requirement.scope === 'icfLog', figures, measureHours(requirement, figures, pace));
    case 'educationHours': {
      const value = completedHours(figures);
      const met = value >= requirement.target;
      const more = formatMissing(requirement.target - value);
      const inProgress = figures.education.filter((programme) => !isCompleted(programme, today));
      const pending = inProgress.reduce((sum, programme) => sum + programme.totalHours, 0);
      const ends = value + pending >= requirement.target ? lastEnd(inProgress) : null;
      return {
        figure: ofTarget(formatFigure(value), requirement.target, 'hours'),
        details: inProgress.map(inProgressLine),
        met,
        progress: Math.min(1, value / requirement.target),
        missing: met ? null : `${more} more hours of coach-specific education`,
        projectedOn: met ? today : ends,
        noPace: false,
        advice:
          met || ends || value + pending >= requirement.target
            ? null
            : `Coaching practice cannot make this up: complete ${more} more hours of coach-specific education and add it to your records.`,
        drillDown: 'education',
      };
    }
    case 'programmeCompleted': {
      const programmes = figures.education.filter((programme) => requirement.kinds.includes(programme.kind));
      const done = programmes.find((programme) => isCompleted(programme, today));
      const pending = programmes.filter((programme) => !isCompleted(programme, today));
      const ends = pending.length > 0 ? lastEnd(pending.slice(0, 1)) : null;
      return {
        figure: `${done ? 1 : 0} of 1 programme completed`,
        details: done ? [`${done.name}, completed on ${formatLongDate(done.endDate!)}`] : pending.map(inProgressLine),
        met: Boolean(done),
        progress: done ? 1 : 0,
        missing: done ? null : 'Complete your programme and record its end date',
        projectedOn: done ? today : ends,
        noPace: false,
        advice: null,
        drillDown: 'education',
      };
    }
    case 'yearsPractising': {
      const first = figures.firstPractisedOn ?? figures.firstSessionOn;
      const from = first ? addMonths(first, 12 * requirement.target) : null;
      const value = first ? Math.max(0, daysBetween(first, today) / 365.25) : 0;
      const met = from !== null && today >= from;
      const fallback = !figures.firstPractisedOn && figures.firstSessionOn;
      return {
        figure: ofTarget(
          formatFigure(met ? Math.max(value, requirement.target) : Math.min(value, requirement.target - 0.01)),
          requirement.target,
          'years of practice',
        ),
        details: fallback
          ? [
              `Counted from your first logged session on ${formatLongDate(figures.firstSessionOn!)}; set the date you first practised on your profile if it was earlier.`,
            ]
          : [],
        met,
        progress: met ? 1 : Math.min(0.99, value / requirement.target),
        missing: met
          ? null
          : from
            ? `Practice until ${formatLongDate(from)} (${requirement.target} ${plural(requirement.target, 'year', 'years')} since you first practised)`
            : 'The date you first practised as a coach',
        projectedOn: from,
        noPace: false,
        advice: from ? null : 'Add the date you first practised as a coach on your profile.',
        drillDown: 'profile',
      };
    }
    case 'mentorCoaching': {
      const rule = requirement.mentor;
      const mentor = measureMentor(rule, figures.mentor, figures.credentials, windowStart(today, PACE_WINDOW));
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
        noPace: false,
        advice: projectedOn ? null : 'Book mentor coaching: none in the last 90 days to project from.',
        drillDown: 'mentor',
      };
    }
    case 'recordings': {
      const mine = figures.recordings.filter((recording) => recording.level === requirement.level);
      const complete = mine.filter((recording) => recording.complete).length;
      const met = complete >= requirement.target;
      const more = requirement.target - complete;
      const started = mine.length - complete;
      return {
        figure: `${Math.min(complete, requirement.target)} of ${requirement.target} ${plural(requirement.target, 'recording', 'recordings')} ready`,
        details: started > 0 ? [`${started} started: finish its checklist to count it`] : [],
        met,
        progress: Math.min(1, complete / requirement.target),
        missing: met ? null : `${more} more ${plural(more, 'recording', 'recordings')} with the checklist complete`,
        projectedOn: null,
        noPace: false,
        advice: null,
        drillDown: 'recordings',
      };
    }
    default:
      return measurePractice(requirement, figures);
  }
}

type HoursRequirement = Extract<MeasuredRequirement, { kind: 'experienceHours' | 'paidHours' | 'distinctClients' }>;

function measureHours(
  requirement: HoursRequirement,
  figures: AccreditationFigures,
  pace: AccreditationFigures['windows'][string],
): Measurement {
  const { scope } = requirement;
  switch (requirement.kind) {
    case 'experienceHours': {
      const { window } = requirement;
      return countedMeasure(figures, {
        value: windowFigures(figures, window).sessions[scope].minutes / 60,
        target: requirement.target,
        paced: pace.sessions[scope].minutes / 60,
        unit: `hours${window ? windowText(window) : ''}`,
        paceOf: 'coaching',
        drillDown: 'sessions',
      });
    }
    case 'paidHours':
      return countedMeasure(figures, {
        value: windowFigures(figures).sessions[scope].paidMinutes / 60,
        target: requirement.target,
        paced: pace.sessions[scope].paidMinutes / 60,
        unit: 'paid hours',
        paceOf: 'paid coaching',
        drillDown: 'sessions',
      });
    case 'distinctClients': {
      const value = windowFigures(figures).sessions[scope].clients;
      const measured = countedMeasure(figures, {
        value,
        target: requirement.target,
        paced: pace.newClients[scope],
        unit: 'clients',
        paceOf: 'new clients',
        whole: true,
        drillDown: 'clients',
      });
      const more = requirement.target - value;
      return {
        ...measured,
        missing: measured.met ? null : `${more} more ${plural(more, 'client', 'clients')}`,
      };
    }
  }
}

/** Without a start of education ICF's count cannot be judged: never 'Met', and it says what to add. */
function withEducationStart(icf: boolean, figures: AccreditationFigures, measured: Measurement): Measurement {
  if (!icf || figures.educationStart) return measured;
  return {
    ...measured,
    met: false,
    progress: Math.min(measured.progress, 0.99),
    missing: measured.missing ?? NEEDS_EDUCATION_START,
    projectedOn: null,
    noPace: false,
    advice: NEEDS_EDUCATION_START,
  };
}
