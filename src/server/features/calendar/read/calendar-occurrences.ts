import crypto from 'node:crypto';
import ICAL from 'ical.js';
import { CALENDAR_LIMITS, CALENDAR_MESSAGES } from '@/shared/schemas/calendar';
import { AppError } from '../../../lib/app-error';
import { eventFields, instantMs, type EventFields } from './event-fields';

type Component = InstanceType<typeof ICAL.Component>;
type Time = InstanceType<typeof ICAL.Time>;

/** One occurrence of an event whose start lies in the period asked. */
export interface Occurrence extends EventFields {
  uid: string;
  /** The occurrence's original start (an ISO instant) for a recurring event's occurrence; '' for a single event. */
  recurrenceId: string;
  startMs: number;
  endMs: number;
}

export interface Period {
  startMs: number;
  endMs: number;
}

interface Series {
  uid: string;
  master: Component | null;
  exceptions: Component[];
}

const refuse = (message: string) => new AppError('BAD_REQUEST', message);

/** Every VCALENDAR in the text: a file may hold several, one after the other. */
function calendarsIn(text: string): Component[] {
  let parsed: unknown;
  try {
    parsed = ICAL.parse(text);
  } catch {
    throw refuse(CALENDAR_MESSAGES.notACalendar);
  }
  const list = (typeof (parsed as unknown[])[0] === 'string' ? [parsed] : parsed) as unknown[];
  const calendars = list.map((jcal) => new ICAL.Component(jcal as never));
  if (calendars.length === 0 || calendars.some((calendar) => calendar.name !== 'vcalendar')) {
    throw refuse(CALENDAR_MESSAGES.notACalendar);
  }
  return calendars;
}

/** An event without a UID (rare, against RFC 5545) is known by its start and title instead. */
function uidOf(component: Component) {
  const uid: unknown = component.getFirstPropertyValue('uid');
  if (typeof uid === 'string' && uid.trim() !== '') return uid.trim().slice(0, 500);
  const start = String(component.getFirstPropertyValue('dtstart') ?? '');
  const title = String(component.getFirstPropertyValue('summary') ?? '');
  return `no-uid:${crypto.createHash('sha256').update(`${start}\n${title}`).digest('hex').slice(0, 32)}`;
}

/** Events by UID: a series' master and its moved or cancelled occurrences (RECURRENCE-ID). */
function seriesIn(calendar: Component, into: Map<string, Series>) {
  for (const component of calendar.getAllSubcomponents('vevent')) {
    const uid = uidOf(component);
    // The same UID in a second calendar of the file is the same event: its first copy counts.
    const series = into.get(uid) ?? { uid, master: null, exceptions: [] };
    if (component.hasProperty('recurrence-id')) series.exceptions.push(component);
    else series.master ??= component;
    into.set(uid, series);
  }
}

const timesOf = (component: Component, name: string): Time[] =>
  component
    .getAllProperties(name)
    .flatMap((property) =>
      property.getValues().map((value: unknown) => (value instanceof ICAL.Period ? value.start : (value as Time))),
    );

/** DTSTART and the RDATE dates, less the EXDATE ones, in order. */
function rdateSet(component: Component, start: Time, timeZone: string): Time[] {
  const excluded = new Set(timesOf(component, 'exdate').map((time) => instantMs(time, timeZone)));
  const byInstant = new Map<number, Time>();
  for (const time of [start, ...timesOf(component, 'rdate')]) {
    const instant = instantMs(time, timeZone);
    if (!excluded.has(instant) && !byInstant.has(instant)) byInstant.set(instant, time);
  }
  return [...byInstant.entries()].sort(([a], [b]) => a - b).map(([, time]) => time);
}

const DAY_MS = 86_400_000;

/**
 * Where to start stepping through a daily or weekly series that began long before the period:
 * ical.js steps one occurrence at a time from DTSTART (tens of microseconds each), so a daily
 * series from years ago would cost seconds. Moving the start by whole intervals, in wall-clock
 * days, keeps every later occurrence where it was; two intervals of margin before the period keep
 * the first week's days. A series counted by COUNT, or of another frequency, starts at DTSTART.
 */
function fastForwardedStart(event: InstanceType<typeof ICAL.Event>, periodStartMs: number, timeZone: string) {
  const rules = event.component.getAllProperties('rrule');
  if (rules.length !== 1) return undefined;
  const rule = rules[0]!.getFirstValue() as InstanceType<typeof ICAL.Recur>;
  const unitDays = rule.freq === 'DAILY' ? 1 : rule.freq === 'WEEKLY' ? 7 : 0;
  if (rule.count || unitDays === 0) return undefined;
  const stepDays = unitDays * (rule.interval || 1);
  const gapDays = Math.floor((periodStartMs - instantMs(event.startDate, timeZone)) / DAY_MS) - 2 * stepDays;
  const steps = Math.floor(gapDays / stepDays);
  if (steps <= 0) return undefined;
  const moved = event.startDate.clone();
  moved.addDuration(ICAL.Duration.fromData({ days: steps * stepDays }));
  // A fresh Time from the moved fields: ical.js 2.2.1 clones a Time moved by addDuration with its
  // old date, and the iterator (which clones its start) would step from DTSTART all the same.
  const { year, month, day, hour, minute, second, isDate, zone } = moved;
  const floatingName: unknown = (event.startDate as unknown as { timezone?: unknown }).timezone;
  const named =
    zone === ICAL.Timezone.localTimezone && typeof floatingName === 'string' ? { timezone: floatingName } : {};
  return new ICAL.Time({ year, month, day, hour, minute, second, isDate, ...named }, zone);
}

class Expansion {
  readonly occurrences: Occurrence[] = [];
  private steps = 0;

  constructor(
    private readonly period: Period,
    private readonly timeZone: string,
  ) {}

  private add(uid: string, recurrenceId: string, fields: EventFields, start: Time, end: Time) {
    const startMs = instantMs(start, this.timeZone);
    if (startMs < this.period.startMs || startMs >= this.period.endMs) return;
    if (this.occurrences.length >= CALENDAR_LIMITS.occurrences) throw refuse(CALENDAR_MESSAGES.tooManyOccurrences);
    this.occurrences.push({ uid, recurrenceId, startMs, endMs: instantMs(end, this.timeZone), ...fields });
  }

  private recurrenceIdOf(time: Time) {
    return new Date(instantMs(time, this.timeZone)).toISOString();
  }

  expand({ uid, master, exceptions }: Series) {
    // A moved or cancelled occurrence stands on its own: its new start decides whether it is in the period.
    const moved = new Set<string>();
    for (const exception of exceptions) {
      const event = new ICAL.Event(exception, { exceptions: [] });
      const recurrenceId = this.recurrenceIdOf(event.recurrenceId);
      moved.add(recurrenceId);
      this.add(uid, recurrenceId, eventFields(exception), event.startDate, event.endDate);
    }
    if (!master) return;
    const event = new ICAL.Event(master, { strictExceptions: true, exceptions });
    const fields = eventFields(master);
    if (!event.isRecurring()) {
      this.add(uid, '', fields, event.startDate, event.endDate);
      return;
    }
    for (const next of this.recurrences(event)) {
      const originalMs = instantMs(next, this.timeZone);
      if (originalMs >= this.period.endMs) break;
      const recurrenceId = new Date(originalMs).toISOString();
      if (moved.has(recurrenceId)) continue;
      const details = event.getOccurrenceDetails(next);
      this.add(uid, recurrenceId, fields, details.startDate, details.endDate);
    }
  }

  /** A series' original starts in order, each step counted against the cap. */
  private *recurrences(event: InstanceType<typeof ICAL.Event>): Generator<Time> {
    const component = event.component;
    if (!component.hasProperty('rrule')) {
      // ical.js leaves DTSTART out of a set made of RDATEs alone; RFC 5545 counts it first.
      yield* rdateSet(component, event.startDate, this.timeZone);
      return;
    }
    const iterator = event.iterator(fastForwardedStart(event, this.period.startMs, this.timeZone));
    for (let next = iterator.next(); next; next = iterator.next()) {
      this.steps += 1;
      if (this.steps > CALENDAR_LIMITS.recurrenceSteps) throw refuse(CALENDAR_MESSAGES.tooManySteps);
      yield next;
    }
  }
}

/**
 * The occurrences of every event that start in `period`: recurring events expanded (RRULE, RDATE,
 * EXDATE), moved and cancelled occurrences applied, times placed in their zone (VTIMEZONE, TZID,
 * UTC, or floating in the coach's), across every calendar in the text. Only the period is
 * expanded, and each cap is checked as the work goes.
 */
export function calendarOccurrences(text: string, { period, timeZone }: { period: Period; timeZone: string }) {
  const series = new Map<string, Series>();
  for (const calendar of calendarsIn(text)) seriesIn(calendar, series);
  const expansion = new Expansion(period, timeZone);
  for (const item of series.values()) expansion.expand(item);
  return { events: series.size, occurrences: expansion.occurrences };
}
