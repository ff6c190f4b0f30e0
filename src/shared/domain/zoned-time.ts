/**
 * Wall-clock times and instants in an IANA time zone, with Intl: what ical.js cannot place itself
 * (a floating time, or a TZID the file defines no VTIMEZONE for) is placed here.
 */

export interface WallTime {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(timeZone: string) {
  let format = formatters.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timeZone, format);
  }
  return format;
}

/** The wall-clock time at `epochMs` in `timeZone`. */
export function wallTimeAt(epochMs: number, timeZone: string): WallTime {
  const parts: Record<string, number> = {};
  for (const part of formatter(timeZone).formatToParts(epochMs)) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  return {
    year: parts.year!,
    month: parts.month!,
    day: parts.day!,
    hour: parts.hour!,
    minute: parts.minute!,
    second: parts.second!,
  };
}

const DAY_MS = 86_400_000;

const asUtc = (time: WallTime) => Date.UTC(time.year, time.month - 1, time.day, time.hour, time.minute, time.second);

/** How far `timeZone` is ahead of UTC at `epochMs`, in milliseconds. */
const offsetAt = (epochMs: number, timeZone: string) => asUtc(wallTimeAt(epochMs, timeZone)) - epochMs;

/**
 * The instant a wall-clock time names in `timeZone`. A time skipped by a daylight-saving change
 * (02:30 on a spring-forward night) moves forward by the gap, as calendar programs do; a repeated
 * one (01:30 on a fall-back night) is its first occurrence.
 */
export function instantOf(time: WallTime, timeZone: string): number {
  const guess = asUtc(time);
  // The offsets a day either side: a daylight-saving change lies between them, if any.
  const before = guess - offsetAt(guess - DAY_MS, timeZone);
  const after = guess - offsetAt(guess + DAY_MS, timeZone);
  const names = (instant: number) => asUtc(wallTimeAt(instant, timeZone)) === guess;
  if (names(before) && names(after)) return Math.min(before, after);
  if (names(after)) return after;
  // Named by the offset before the change, or skipped by it: then the offset before moves it forward.
  return before;
}

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

/** The local date (YYYY-MM-DD) of an instant in `timeZone`. */
export function localDate(epochMs: number, timeZone: string) {
  const time = wallTimeAt(epochMs, timeZone);
  return `${pad(time.year, 4)}-${pad(time.month)}-${pad(time.day)}`;
}

/** The instant a local date begins in `timeZone` (its midnight, or the first moment after a gap). */
export function startOfLocalDate(isoDate: string, timeZone: string) {
  const [year, month, day] = isoDate.split('-').map(Number);
  return instantOf({ year: year!, month: month!, day: day!, hour: 0, minute: 0, second: 0 }, timeZone);
}
