import { CALENDAR_LIMITS, CALENDAR_MESSAGES } from '@/shared/schemas/calendar';
import { AppError } from '../../../lib/app-error';

const refuse = (message: string) => new AppError('BAD_REQUEST', message);

/**
 * A calendar's bytes as text, checked before ical.js builds anything from it: it must be an
 * iCalendar (a byte-order mark and blank lines before it are allowed) and hold no more events
 * than the cap, counted line by line.
 */
export function calendarText(bytes: ArrayBuffer) {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    throw refuse(CALENDAR_MESSAGES.notACalendar);
  }
  if (!/^\s*BEGIN:VCALENDAR\r?\n/i.test(text)) throw refuse(CALENDAR_MESSAGES.notACalendar);
  let events = 0;
  const begin = /^BEGIN:VEVENT\r?$/gim;
  while (begin.exec(text)) {
    events += 1;
    if (events > CALENDAR_LIMITS.events) throw refuse(CALENDAR_MESSAGES.tooManyEvents);
  }
  return text;
}
