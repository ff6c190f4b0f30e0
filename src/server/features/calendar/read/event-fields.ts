import ICAL from 'ical.js';
import { isKnownTimeZone } from '@/shared/domain/time-zones';
import { CONTROL_CHARACTERS } from '@/shared/schemas/control-characters';
import { instantOf } from '@/shared/domain/zoned-time';

type Component = InstanceType<typeof ICAL.Component>;
type Time = InstanceType<typeof ICAL.Time>;

/** What an event says about itself that decides whether it can be a session, and with whom. */
export interface EventFields {
  title: string;
  cancelled: boolean;
  allDay: boolean;
  /** Marked free (TRANSP:TRANSPARENT, or Outlook's busy status FREE). */
  transparent: boolean;
  /** E-mail addresses in lower case; attendees who declined are left out. */
  organizer: string | null;
  attendees: string[];
}

const MAX_TITLE = 200;

const text = (component: Component, name: string) => {
  const value: unknown = component.getFirstPropertyValue(name);
  return typeof value === 'string' ? value : '';
};

const CONTROLS = new RegExp(CONTROL_CHARACTERS.source, 'g');

/** A title as stored: no control characters (PostgreSQL refuses U+0000), at most 200 characters. */
function cleanTitle(title: string) {
  return title.replace(CONTROLS, ' ').replace(/\s+/g, ' ').trim().slice(0, MAX_TITLE);
}

const EMAIL = /^[^\s@]{1,64}@[^\s@]{1,189}$/;

/** mailto:priya@example.com, or Apple's EMAIL parameter when the value is not an address. */
function emailOf(property: InstanceType<typeof ICAL.Property>): string | null {
  const value = String(property.getFirstValue() ?? '').replace(/^mailto:/i, '');
  const param: unknown = property.getParameter('email');
  const email = (EMAIL.test(value) ? value : typeof param === 'string' ? param : '').toLowerCase();
  return EMAIL.test(email) ? email : null;
}

export function eventFields(component: Component): EventFields {
  const organizerProperty = component.getFirstProperty('organizer');
  const attendees = component
    .getAllProperties('attendee')
    .filter((attendee) => String(attendee.getParameter('partstat') ?? '').toUpperCase() !== 'DECLINED')
    .map(emailOf)
    .filter((email): email is string => email !== null);
  const start = component.getFirstPropertyValue('dtstart');
  return {
    title: cleanTitle(text(component, 'summary')),
    cancelled: text(component, 'status').toUpperCase() === 'CANCELLED',
    allDay:
      (start instanceof ICAL.Time && start.isDate) ||
      text(component, 'x-microsoft-cdo-alldayevent').toUpperCase() === 'TRUE',
    transparent:
      text(component, 'transp').toUpperCase() === 'TRANSPARENT' ||
      text(component, 'x-microsoft-cdo-busystatus').toUpperCase() === 'FREE',
    organizer: organizerProperty ? emailOf(organizerProperty) : null,
    attendees,
  };
}

/**
 * The instant (ms) a calendar time names. ical.js places UTC times and times whose TZID the file
 * defines (VTIMEZONE); a floating time, or a TZID with no VTIMEZONE, is placed here: in that TZID
 * when it is an IANA name, else in the coach's time zone.
 */
export function instantMs(time: Time, coachTimeZone: string) {
  if (time.zone && time.zone !== ICAL.Timezone.localTimezone) return time.toUnixTime() * 1000;
  const named: unknown = (time as unknown as { timezone?: unknown }).timezone;
  const zone = typeof named === 'string' && isKnownTimeZone(named) ? named : coachTimeZone;
  return instantOf(
    { year: time.year, month: time.month, day: time.day, hour: time.hour, minute: time.minute, second: time.second },
    zone,
  );
}
