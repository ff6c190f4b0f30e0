import fs from 'node:fs';
import path from 'node:path';

/** Calendar files as Google Calendar, Outlook and Apple Calendar write them (src/test/fixtures/calendars). */
export type CalendarFixture = 'google-calendar' | 'outlook-calendar' | 'apple-calendar' | 'several-calendars';

export const calendarFixturePath = (name: CalendarFixture) =>
  path.resolve(import.meta.dirname, 'fixtures', 'calendars', `${name}.ics`);

export const calendarFixture = (name: CalendarFixture) => fs.readFileSync(calendarFixturePath(name), 'utf8');

/** The text as bytes in an ArrayBuffer of its own, as the worker task takes them. */
export function calendarBytes(text: string): ArrayBuffer {
  const bytes = new TextEncoder().encode(text);
  return bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer;
}

/** A minimal calendar around some VEVENT lines, CRLF as RFC 5545 asks. */
export const calendarOf = (...events: string[][]) =>
  [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Coach Logbook tests//EN',
    ...events.flatMap((lines) => ['BEGIN:VEVENT', ...lines, 'END:VEVENT']),
    'END:VCALENDAR',
    '',
  ].join('\r\n');
