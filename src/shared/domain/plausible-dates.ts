import { addMonths, formatLongDate } from './accreditation/dates';

/**
 * Whether a date typed into the logbook makes sense: one rule for the forms, the API and the
 * imports (ADR 039). A date that cannot be right is refused; a date that is probably a slip (a
 * year before 1970, before the coach's first practice, more than a year back) is questioned:
 * 'Did you mean …?'. A form asks, and the coach may keep the date; an import cannot ask, so its
 * questions are row errors, except the age of a date, which is what an imported history is.
 */

/** What a dated record is, which decides the rule that applies to its date. */
export type DatedThing = 'session' | 'supervision' | 'cpd' | 'mentoring' | 'education';

export interface DateSense {
  /**
   * Today, as a range: where the coach is known (a browser) both ends are their today; a server
   * does not know the coach's time zone, so it takes the earliest and the latest today on Earth
   * and never refuses what is today somewhere.
   */
  today: { earliest: string; latest: string };
  /** The date the coach first practised (their profile), when they gave it. */
  firstPractice: string | null;
  /** A form can ask 'Did you mean …?'; an import cannot. */
  asks: boolean;
}

export type DateVerdict =
  | { kind: 'ok' }
  /** A date that cannot be right; the suggestion, when there is one, is what was probably meant. */
  | { kind: 'refused'; message: string; suggestion: string | null }
  /** A likely slip: the coach keeps the date, or takes the suggestion. */
  | { kind: 'question'; message: string; suggestion: string | null };

/** No coaching logbook holds a date before this; PostgreSQL stores year 1, the charts cannot. */
export const EARLIEST_DATE = '1900-01-01';
/** Dates before this are asked about. */
export const QUESTIONED_BEFORE = '1970-01-01';

interface ThingRule {
  /** Past events only (refused when in the future), or dates that may lie ahead (asked about beyond a year). */
  future: 'refuse' | 'ask-beyond-a-year';
  /** Asked about when more than a year back: logged as they happen, an old date is usually a slip. */
  yearBack: boolean;
  /** Asked about when before the coach's first practice: things that happen in a practice. */
  firstPractice: boolean;
  /** The refusal of a date in the future. */
  inFuture: string;
}

const rules: Record<DatedThing, ThingRule> = {
  session: {
    future: 'refuse',
    yearBack: true,
    firstPractice: true,
    // Every session counts towards the figures, completed or not: a session ahead would count early.
    inFuture: 'A session cannot be in the future: log it once it has taken place',
  },
  supervision: {
    future: 'refuse',
    yearBack: true,
    firstPractice: true,
    inFuture: 'A supervision session cannot be in the future: log it once it has taken place',
  },
  cpd: {
    future: 'refuse',
    yearBack: true,
    firstPractice: false,
    inFuture: 'CPD cannot be in the future: log it once you have done it',
  },
  mentoring: {
    future: 'refuse',
    yearBack: true,
    firstPractice: false,
    inFuture: 'Mentor coaching cannot be in the future: log it once it has taken place',
  },
  // Education is usually years back, and a programme may start or end in the coming months.
  education: { future: 'ask-beyond-a-year', yearBack: false, firstPractice: false, inFuture: '' },
};

const parts = (iso: string) => iso.split('-').map(Number) as [number, number, number];

/** The same day and month in another year (29 February becomes the 28th in a common year). */
function inYear(iso: string, year: number) {
  const [, month, day] = parts(iso);
  const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(Math.min(day, lastDay)).padStart(2, '0')}`;
}

/** The day and month of a slipped year, on the latest date not after `latest`. */
function latestOnOrBefore(iso: string, latest: string) {
  const year = parts(latest)[0];
  const candidate = inYear(iso, year);
  return candidate <= latest ? candidate : inYear(iso, year - 1);
}

/** The day and month of a slipped year, on the earliest date not before `earliest`. */
function earliestOnOrAfter(iso: string, earliest: string) {
  const year = parts(earliest)[0];
  const candidate = inYear(iso, year);
  return candidate >= earliest ? candidate : inYear(iso, year + 1);
}

function didYouMean(start: string, suggestion: string | null, date: string, kind: 'question' | 'refused' = 'question') {
  return suggestion && suggestion !== date
    ? { kind, message: `${start} Did you mean ${formatLongDate(suggestion)}?`, suggestion }
    : { kind, message: kind === 'question' ? `${start} Is the date right?` : start, suggestion: null };
}

/** The verdict on one valid calendar date (YYYY-MM-DD) of a record. */
export function judgeDate(date: string, thing: DatedThing, sense: DateSense): DateVerdict {
  const rule = rules[thing];
  const { earliest, latest } = sense.today;
  const long = formatLongDate(date);
  // A slipped year is suggested on the day's last date gone by; for a date ahead, on its next.
  const suggestion = latestOnOrBefore(date, earliest);
  if (date < EARLIEST_DATE) return didYouMean(`${long} is before 1900.`, suggestion, date, 'refused');
  if (date > latest) {
    if (rule.future === 'refuse') {
      // A later year is probably a slip of the year; a later day this year, of the day.
      const slipped = parts(date)[0] > parts(latest)[0];
      return didYouMean(rule.inFuture + '.', slipped ? suggestion : null, date, 'refused');
    }
    if (date > addMonths(latest, 12)) {
      return didYouMean(`${long} is more than a year ahead.`, earliestOnOrAfter(date, earliest), date);
    }
  }
  if (date < QUESTIONED_BEFORE) return didYouMean(`${long} is before 1970.`, suggestion, date);
  if (!sense.asks) return { kind: 'ok' };
  if (rule.firstPractice && sense.firstPractice && date < sense.firstPractice) {
    const after = suggestion >= sense.firstPractice ? suggestion : null;
    return didYouMean(
      `${long} is before you started practising (${formatLongDate(sense.firstPractice)}).`,
      after,
      date,
    );
  }
  if (rule.yearBack && date < addMonths(earliest, -12)) {
    return didYouMean(`${long} is more than a year ago.`, suggestion, date);
  }
  return { kind: 'ok' };
}

const isoDay = (moment: number) => new Date(moment).toISOString().slice(0, 10);
const HOUR = 3_600_000;

/**
 * The server's sense of dates: today ranges from the date at UTC−12 to the date at UTC+14, the
 * time zones furthest apart, since the server does not know the coach's.
 */
export function serverDateSense(now: Date, firstPractice: string | null, asks = true): DateSense {
  return {
    today: { earliest: isoDay(now.getTime() - 12 * HOUR), latest: isoDay(now.getTime() + 14 * HOUR) },
    firstPractice,
    asks,
  };
}

/** The browser's sense of dates: the coach's own today. */
export function localDateSense(today: string, firstPractice: string | null): DateSense {
  return { today: { earliest: today, latest: today }, firstPractice, asks: true };
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * Whether a typed date may filter a list or a report: a whole calendar date from 1900 to ten years
 * ahead. A year still being typed ('0002', '0020', '0202') is none of these, so it never applies.
 */
export function isFilterDate(value: string | null | undefined, today: string): value is string {
  if (!value || !ISO_DATE.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  if (Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== value) return false;
  return value >= EARLIEST_DATE && value <= addMonths(today, 120);
}

/** What an import or the demo judges dates by: a file cannot answer 'Did you mean …?'. */
export const importDateSense = (now = new Date()) => serverDateSense(now, null, false);
