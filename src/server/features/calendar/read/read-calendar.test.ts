import { describe, expect, it } from 'vitest';
import { CALENDAR_MESSAGES } from '@/shared/schemas/calendar';
import { calendarBytes, calendarFixture, calendarOf, type CalendarFixture } from '@/test/calendars';
import { AppError } from '../../../lib/app-error';
import { readCalendarTask, type CalendarReading, type ReadCalendarInput } from './read-calendar.task';
import { startOfLocalDate } from '@/shared/domain/zoned-time';

const clients = [
  { id: 'priya', name: 'Priya Shah', email: 'priya.shah@example.com' },
  { id: 'tom', name: 'Tom Becker', email: 'tom.becker@example.org' },
  { id: 'amelia', name: 'Amelia Clarke', email: null },
  { id: 'maya', name: 'Maya Ortiz', email: 'maya.ortiz@example.com' },
  { id: 'kenji', name: 'Kenji Sato', email: null },
];

function input(text: string, overrides: Partial<ReadCalendarInput> & { from?: string; to?: string } = {}) {
  const { from = '2026-10-01', to = '2026-11-27', timeZone = 'Europe/London', ...rest } = overrides;
  return {
    bytes: calendarBytes(text),
    period: { startMs: startOfLocalDate(from, timeZone), endMs: startOfLocalDate(to, timeZone) + 86_400_000 },
    nowMs: Date.parse('2026-11-27T12:00:00Z'),
    timeZone,
    coachEmail: 'harriet@coachpractice.co.uk',
    clients,
    rules: { ignoredTitles: [], coachingWord: null },
    ...rest,
  } satisfies ReadCalendarInput;
}

async function read(text: string, overrides: Parameters<typeof input>[1] = {}): Promise<CalendarReading> {
  const outcome = await readCalendarTask(input(text, overrides));
  if (!outcome.ok) throw new AppError(outcome.code, outcome.message);
  return outcome.value;
}

const readFixture = (name: CalendarFixture, overrides: Parameters<typeof input>[1] = {}) =>
  read(calendarFixture(name), overrides);

async function refusal(text: string, overrides: Parameters<typeof input>[1] = {}) {
  const outcome = await readCalendarTask(input(text, overrides));
  expect(outcome.ok).toBe(false);
  return outcome.ok ? '' : outcome.message;
}

/** Each proposal as 'date start–end · client · title' in UTC, compact for comparison. */
const lines = (reading: CalendarReading) =>
  reading.proposals
    .map((p) => `${p.date} ${p.startsAt.slice(11, 16)}–${p.endsAt.slice(11, 16)}Z ${p.clientId ?? '-'} ${p.title}`)
    .sort();

describe('a Google Calendar export', () => {
  it('expands the weekly series across the clocks going back, without the cancelled and excluded weeks', async () => {
    const reading = await readFixture('google-calendar');
    expect(lines(reading)).toEqual([
      '2026-10-05 08:00–09:00Z priya Coaching: Priya Shah',
      '2026-10-12 08:00–09:00Z priya Coaching: Priya Shah',
      '2026-10-19 08:00–09:00Z priya Coaching: Priya Shah',
      // British Summer Time ended on 25 October: 09:00 in London is 09:00 UTC again.
      '2026-10-26 09:00–10:00Z priya Coaching: Priya Shah',
      '2026-11-04 16:30–17:15Z - Chemistry call – Daniel Okafor',
      // 9 November was moved to Tuesday 10th at 14:00; 2 November is an EXDATE, 16 November cancelled.
      '2026-11-10 14:00–15:00Z priya Coaching: Priya Shah',
      '2026-11-18 13:00–14:00Z - Supervision with Jo',
      '2026-11-23 09:00–10:00Z priya Coaching: Priya Shah',
    ]);
    const moved = reading.proposals.find((proposal) => proposal.date === '2026-11-10');
    expect(moved).toMatchObject({
      uid: '3q8v1m0c7k2n5p9r4s6t8u0w2y@google.com',
      recurrenceId: '2026-11-09T09:00:00.000Z',
    });
    // The all-day reminder, the free focus time, the solo dentist and the cancelled week are seen, not proposed.
    expect(reading.seenKeys).toHaveLength(12);
    expect(reading.events).toBe(7);
  });

  it('keeps descriptions, locations and attendees out of what it proposes', async () => {
    const reading = await readFixture('google-calendar');
    const text = JSON.stringify(reading);
    for (const secret of ['priya.shah@example.com', 'career change', 'Smile Dental', 'meet.google.com', 'Zoom']) {
      expect(text).not.toContain(secret);
    }
    expect(Object.keys(reading.proposals[0]!).sort()).toEqual(
      ['clientId', 'date', 'endsAt', 'eventKey', 'recurrenceId', 'startsAt', 'title', 'uid'].sort(),
    );
  });

  it('proposes only the period asked: by default the last 30 days', async () => {
    const reading = await readFixture('google-calendar', { from: '2026-10-28', to: '2026-11-27' });
    expect(reading.proposals.map((proposal) => proposal.date)).toEqual([
      '2026-11-10',
      '2026-11-23',
      '2026-11-04',
      '2026-11-18',
    ]);
  });
});

describe('an Outlook export', () => {
  it('reads Windows time zone names, a moved meeting, and leaves out the cancelled, free and all-day ones', async () => {
    const reading = await readFixture('outlook-calendar');
    expect(lines(reading)).toEqual([
      '2026-10-06 13:00–14:00Z tom Tom Becker / leadership coaching',
      '2026-10-13 13:00–14:00Z tom Tom Becker / leadership coaching',
      '2026-10-27 14:00–15:00Z tom Tom Becker / leadership coaching',
      '2026-11-04 10:00–11:00Z tom Tom Becker / leadership coaching',
      '2026-11-10 14:00–15:00Z tom Tom Becker / leadership coaching',
      '2026-11-17 14:00–15:00Z tom Tom Becker / leadership coaching',
      // No attendee: matched by the client's name in the title.
      '2026-11-17 16:00–17:30Z amelia Amelia Clarke - coaching',
      // W. Europe Standard Time: 10:00 in Berlin is 09:00 UTC in November.
      '2026-11-19 09:00–10:00Z - Coaching with Lukas Weber',
      '2026-11-24 14:00–15:00Z tom Tom Becker / leadership coaching',
    ]);
  });
});

describe('an Apple Calendar export', () => {
  it('places each time in its own zone, floating times in the coach’s, and adds RDATE dates', async () => {
    const reading = await readFixture('apple-calendar');
    expect(lines(reading)).toEqual([
      '2026-10-14 16:00–17:00Z maya Coaching with Maya Ortiz',
      '2026-10-21 16:00–17:00Z maya Coaching with Maya Ortiz',
      '2026-10-28 16:00–17:00Z maya Coaching with Maya Ortiz',
      '2026-11-03 19:00–20:30Z priya Group coaching circle',
      // New York left daylight time on 1 November: noon there is 17:00 UTC.
      '2026-11-04 17:00–18:00Z maya Coaching with Maya Ortiz',
      // 08:00 in Tokyo on 10 November is still 9 November in London.
      '2026-11-09 23:00–00:00Z kenji Kenji Sato',
      // Floating: 17:30 wherever the coach is, here London.
      '2026-11-13 17:30–18:00Z - Chemistry call with Ben Ashford',
      '2026-11-17 19:00–20:30Z priya Group coaching circle',
      '2026-11-19 18:00–19:00Z maya Coaching with Maya Ortiz',
      '2026-11-25 17:00–18:00Z maya Coaching with Maya Ortiz',
    ]);
  });

  it("dates each session in the coach's time zone", async () => {
    const reading = await readFixture('apple-calendar', { timeZone: 'Asia/Tokyo' });
    const dateOf = (title: string) => reading.proposals.filter((p) => p.title === title).map((p) => p.date);
    expect(dateOf('Kenji Sato')).toEqual(['2026-11-10']);
    // A floating time is the coach's own: 17:30 in Tokyo.
    expect(reading.proposals.find((p) => p.title.startsWith('Chemistry'))?.startsAt).toBe('2026-11-13T08:30:00.000Z');
    const newYork = await readFixture('apple-calendar', { timeZone: 'America/New_York' });
    expect(
      newYork.proposals
        .filter((p) => p.title === 'Coaching with Maya Ortiz')
        .map((p) => p.date)
        .sort(),
    ).toEqual(['2026-10-14', '2026-10-21', '2026-10-28', '2026-11-04', '2026-11-19', '2026-11-25']);
  });
});

describe('a file with several calendars', () => {
  it('reads each calendar with its own time zones, and an event found twice once', async () => {
    const reading = await readFixture('several-calendars');
    expect(lines(reading)).toEqual([
      '2026-11-20 09:00–10:00Z amelia Amelia Clarke',
      '2026-11-20 15:00–15:45Z tom Tom Becker',
    ]);
    expect(reading.events).toBe(2);
  });
});

describe('matching and the rules', () => {
  it('matches an attendee before a name, and never matches what cannot be a session', async () => {
    const event = (title: string, extra: string[] = [], end = '20261120T110000Z') => [
      `UID:${title}`,
      'DTSTART:20261120T100000Z',
      `DTEND:${end}`,
      `SUMMARY:${title}`,
      ...extra,
    ];
    const guest = ['ORGANIZER:mailto:harriet@coachpractice.co.uk', 'ATTENDEE:mailto:TOM.BECKER@example.org'];
    const reading = await read(
      calendarOf(
        event('Catch-up with Priya Shah', guest),
        event('Amelia Clarke', ['TRANSP:TRANSPARENT']),
        event('Amelia Clarke, cancelled', ['STATUS:CANCELLED']),
        event('Tom Becker - long day', [], '20261121T120000Z'),
        event('Lunch with a friend'),
        event('Someone', ['ATTENDEE;PARTSTAT=DECLINED:mailto:tom.becker@example.org']),
      ),
    );
    expect(reading.proposals.map((p) => [p.title, p.clientId])).toEqual([['Catch-up with Priya Shah', 'tom']]);
  });

  it('ignores the titles the coach listed, and with a coaching word proposes only its events and clients', async () => {
    const ignoring = await readFixture('google-calendar', {
      rules: { ignoredTitles: ['supervision'], coachingWord: null },
    });
    expect(ignoring.proposals.some((p) => p.title.includes('Supervision'))).toBe(false);
    const worded = await readFixture('google-calendar', { rules: { ignoredTitles: [], coachingWord: 'Coaching' } });
    expect([...new Set(worded.proposals.map((p) => p.title))]).toEqual(['Coaching: Priya Shah']);
  });
});

describe('what a calendar may not be', () => {
  it('refuses what is not a calendar, and reads one that starts with a byte-order mark', async () => {
    for (const text of [
      '%PDF-1.7 …',
      'BEGIN:VCARD\r\nVERSION:3.0\r\nEND:VCARD',
      'BEGIN:VCALENDAR\r\nBEGIN:VEVENT\r\n',
    ]) {
      expect(await refusal(text)).toBe(CALENDAR_MESSAGES.notACalendar);
    }
    const invalidUtf8 = new Uint8Array([0x42, 0x45, 0xff, 0xfe, 0x00]).buffer;
    const outcome = await readCalendarTask({ ...input(''), bytes: invalidUtf8 });
    expect(outcome).toMatchObject({ ok: false, message: CALENDAR_MESSAGES.notACalendar });
    const withMark = await read(`\uFEFF${calendarFixture('several-calendars')}`);
    expect(withMark.proposals).toHaveLength(2);
  });

  it(
    'stops at the caps: events in the file, occurrences in the period, steps of a runaway rule',
    { timeout: 60_000 },
    async () => {
      const many = Array.from({ length: 20_001 }, (_, index) => [`UID:${index}`, 'DTSTART:20261120T100000Z']);
      expect(await refusal(calendarOf(...many))).toBe(CALENDAR_MESSAGES.tooManyEvents);
      const everyMinute = ['UID:m', 'DTSTART:20261101T000000Z', 'DTEND:20261101T000100Z', 'RRULE:FREQ=MINUTELY'];
      expect(await refusal(calendarOf(everyMinute))).toBe(CALENDAR_MESSAGES.tooManyOccurrences);
      const sinceLongAgo = ['UID:s', 'DTSTART:19700101T000000Z', 'DTEND:19700101T000100Z', 'RRULE:FREQ=MINUTELY'];
      expect(await refusal(calendarOf(sinceLongAgo))).toBe(CALENDAR_MESSAGES.tooManySteps);
    },
  );
});
