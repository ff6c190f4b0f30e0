/** Today's calendar date where the coach is, as YYYY-MM-DD. */
export function todayIso(now = new Date()) {
  const month = String(now.getMonth() + 1).padStart(2, '0');
  const day = String(now.getDate()).padStart(2, '0');
  return `${now.getFullYear()}-${month}-${day}`;
}

/** A calendar date in the long localised form ('22 November 2026'), without time-zone drift. */
export function formatLongDate(isoDate: string, locale?: string) {
  const [year, month, day] = isoDate.split('-').map(Number);
  return new Date(year!, month! - 1, day!).toLocaleDateString(locale, { dateStyle: 'long' });
}

/** A moment (an ISO timestamp) as the long localised date and the time, in the viewer's time zone. */
export function formatDateTime(isoTimestamp: string, locale?: string) {
  return new Date(isoTimestamp).toLocaleString(locale, { dateStyle: 'long', timeStyle: 'short' });
}

/** The IANA time zone the browser runs in ('Europe/London'). */
export function browserTimeZone() {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}

/** A calendar date in short: '1 Jan 2026'. */
export function formatShortDate(isoDate: string, locale?: string) {
  const [year, month, day] = isoDate.split('-').map(Number);
  return new Date(year!, month! - 1, day!).toLocaleDateString(locale, {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
  });
}

/**
 * The day and month, with the year when it is not this year ('21 October', '21 October 2025'):
 * a toast or a list never hides a slipped year.
 */
export function formatDayMonth(isoDate: string, today = todayIso(), locale = 'en-GB') {
  const [year, month, day] = isoDate.split('-').map(Number);
  const sameYear = isoDate.slice(0, 4) === today.slice(0, 4);
  return new Date(year!, month! - 1, day!).toLocaleDateString(locale, {
    day: 'numeric',
    month: 'long',
    ...(sameYear ? {} : { year: 'numeric' }),
  });
}
