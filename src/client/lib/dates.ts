import { monthNameOf } from '@/shared/domain/month-names';

/** Today's calendar date where the coach is, as YYYY-MM-DD. */
export function todayIso(now = new Date()) {
  const month = String(now.getMonth() + 1).padStart(2, '0');
  const day = String(now.getDate()).padStart(2, '0');
  return `${now.getFullYear()}-${month}-${day}`;
}

const styles = {
  long: { dateStyle: 'long' },
  dateTime: { dateStyle: 'long', timeStyle: 'short' },
  short: { day: 'numeric', month: 'short', year: 'numeric' },
  dayMonth: { day: 'numeric', month: 'long' },
  dayMonthYear: { day: 'numeric', month: 'long', year: 'numeric' },
} satisfies Record<string, Intl.DateTimeFormatOptions>;

type Style = keyof typeof styles;

/** The coach's language as the browser states it: every date on a page follows the same one. */
const browserLocale = () => (typeof navigator === 'undefined' ? undefined : navigator.language);

const formatters = new Map<string, Intl.DateTimeFormat>();

/**
 * One formatter per locale and style, kept: `toLocaleDateString` with options builds a new one on
 * every call (docs/decisions/048-shorter-tasks-on-the-signed-in-start.md).
 */
function intlFormat(style: Style, locale: string | undefined, date: Date) {
  const key = `${style} ${locale ?? ''}`;
  let format = formatters.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, styles[style]);
    formatters.set(key, format);
  }
  return format.format(date);
}

/**
 * The long forms in British and American English, written as Intl writes them (the tests compare
 * every day of a year): the first Intl formatter a page builds loads the locale data, 30 ms here
 * and over 100 on a slow phone, in the middle of the dashboard's first render (ADR 048).
 */
const dayFirst = new Set(['en-GB']);
const monthFirst = new Set(['en-US', 'en']);
const written = new Set<Style>(['long', 'dayMonth', 'dayMonthYear']);

function writtenInEnglish(style: Style, locale: string | undefined, isoDate: string) {
  if (!locale || !written.has(style) || !(dayFirst.has(locale) || monthFirst.has(locale))) return null;
  const [year, month, day] = isoDate.split('-').map(Number);
  const monthName = monthNameOf(month!);
  const withYear = style !== 'dayMonth';
  if (dayFirst.has(locale)) return withYear ? `${day} ${monthName} ${year}` : `${day} ${monthName}`;
  return withYear ? `${monthName} ${day}, ${year}` : `${monthName} ${day}`;
}

/** A calendar date as local midnight: formatted in the browser's own zone, it stays that day. */
function calendarDate(isoDate: string) {
  const [year, month, day] = isoDate.split('-').map(Number);
  return new Date(year!, month! - 1, day!);
}

function formatCalendarDate(style: Style, isoDate: string, locale = browserLocale()) {
  return writtenInEnglish(style, locale, isoDate) ?? intlFormat(style, locale, calendarDate(isoDate));
}

/** A calendar date in the long localised form ('22 November 2026'), without time-zone drift. */
export function formatLongDate(isoDate: string, locale?: string) {
  return formatCalendarDate('long', isoDate, locale);
}

/** The day a moment (an ISO timestamp) fell on where the coach is, in the long localised form. */
export function formatLongDateOf(isoTimestamp: string, locale?: string) {
  return formatLongDate(todayIso(new Date(isoTimestamp)), locale);
}

/** A moment (an ISO timestamp) as the long localised date and the time, in the viewer's time zone. */
export function formatDateTime(isoTimestamp: string, locale = browserLocale()) {
  return intlFormat('dateTime', locale, new Date(isoTimestamp));
}

/** The IANA time zone the browser runs in ('Europe/London'). */
export function browserTimeZone() {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}

/** A calendar date in short: '1 Jan 2026'. */
export function formatShortDate(isoDate: string, locale?: string) {
  return formatCalendarDate('short', isoDate, locale);
}

/**
 * The day and month, with the year when it is not this year ('21 October', '21 October 2025'):
 * a toast or a list never hides a slipped year.
 */
export function formatDayMonth(isoDate: string, today = todayIso(), locale = 'en-GB') {
  const sameYear = isoDate.slice(0, 4) === today.slice(0, 4);
  return formatCalendarDate(sameYear ? 'dayMonth' : 'dayMonthYear', isoDate, locale);
}
