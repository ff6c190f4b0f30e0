import { z } from 'zod';
import { controlCharactersMessage, hasControlCharacters } from './control-characters';
import { calendarDate, uuidParam } from './fields';
import { paymentTypes, type PaymentType } from './coaching-sessions';
import { formatWholeNumber } from '@/shared/domain/decimal';

/** What one read of a calendar may hold: past these the coach is told what to change. */
export const CALENDAR_LIMITS = {
  /** A calendar file, as the import's files. */
  fileBytes: 10 * 1024 * 1024,
  /** A calendar address's answer. */
  addressBytes: 5 * 1024 * 1024,
  /** Events (VEVENT blocks) in one file, whatever their dates. */
  events: 20_000,
  /** Occurrences of recurring events stepped through to reach the period (a runaway rule stops here). */
  recurrenceSteps: 50_000,
  /** Sessions proposed from one read (the period's events). */
  occurrences: 5_000,
  /** Sessions waiting to be logged or skipped, per coach. */
  waiting: 5_000,
  /** The longest period one read covers. */
  periodDays: 366,
  /** Calendar addresses per coach. */
  addresses: 3,
} as const;

export const PROPOSALS_PAGE_SIZE = 50;

export const CALENDAR_MESSAGES = {
  fileTooLarge: 'The calendar file is larger than 10 MB. Export a shorter period and try again.',
  tooManyEvents: `The calendar has more than ${formatWholeNumber(CALENDAR_LIMITS.events)} events. Export a shorter period and try again.`,
  tooManyOccurrences: `The calendar has more than ${formatWholeNumber(CALENDAR_LIMITS.occurrences)} events in this period. Choose a shorter period.`,
  tooManySteps: 'The calendar repeats some events too often to read. Export a shorter period and try again.',
  tooComplex: 'The calendar is too complex to read. Export a shorter period and try again.',
  unreadable: 'Part of this calendar could not be read. Export it again and try once more.',
  notACalendar: 'This is not a calendar file. Export your calendar as an .ics file and choose it here.',
  noFile: 'Choose a calendar file (.ics).',
  tooManyWaiting: `You have ${formatWholeNumber(CALENDAR_LIMITS.waiting)} sessions waiting from your calendar. Log or skip some first.`,
} as const;

const periodFields = { from: calendarDate('Choose the first day'), to: calendarDate('Choose the last day') };

function checkPeriod({ from, to }: { from: string; to: string }, ctx: z.RefinementCtx) {
  if (from > to) ctx.addIssue({ code: 'custom', path: ['to'], message: 'The last day must be on or after the first' });
  const days = (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000;
  if (days >= CALENDAR_LIMITS.periodDays) {
    ctx.addIssue({ code: 'custom', path: ['from'], message: 'Choose a period of at most a year' });
  }
}

/** The period whose events are proposed: by default the last 30 days, up to today. */
export const calendarPeriodSchema = z.object(periodFields).superRefine(checkPeriod);
export type CalendarPeriod = z.output<typeof calendarPeriodSchema>;

/** A calendar file's form: the file and the period. */
export const calendarFileFormSchema = z
  .object({
    ...periodFields,
    file: z.custom<File>((value) => value instanceof File, { message: CALENDAR_MESSAGES.noFile }),
  })
  .superRefine(checkPeriod);

const ruleText = (label: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, { message: `${label} must be at most ${max} characters` })
    .refine((value) => !hasControlCharacters(value), { message: controlCharactersMessage(label) });

export const calendarRulesInputSchema = z.object({
  /**
   * Titles to ignore ('Dentist', 'Lunch'): an event whose title holds one is never proposed. A
   * list from the API, or comma-separated text from the form.
   */
  ignoredTitles: z
    .union([z.string(), z.array(z.string())], { message: 'Separate the titles with commas' })
    .transform((value) => (Array.isArray(value) ? value : value.split(',')).map((title) => title.trim()))
    .pipe(z.array(ruleText('A title to ignore', 100)).max(50, { message: 'At most 50 titles to ignore' }))
    .transform((titles) => [...new Set(titles.filter(Boolean))]),
  /** A word that marks coaching events ('Coaching'): with it, only such events (or a client's) are proposed. */
  coachingWord: ruleText('The coaching word', 50)
    .nullish()
    .transform((value) => value || null),
  defaultPayment: z.enum(paymentTypes, { message: 'Choose paid or pro bono' }),
});
export type CalendarRulesFormValues = z.input<typeof calendarRulesInputSchema>;
export type CalendarRules = z.output<typeof calendarRulesInputSchema>;

export const DEFAULT_CALENDAR_RULES: CalendarRules = { ignoredTitles: [], coachingWord: null, defaultPayment: 'paid' };

/** Why a calendar address could not be read, as the page shows it (never the address itself). */
export const CALENDAR_ADDRESS_MESSAGES = {
  notHttps: 'The address must start with https://',
  tooMany: `You can keep at most ${CALENDAR_LIMITS.addresses} calendar addresses. Remove one first.`,
  privateNetwork:
    'This address leads to a private network, which Coach Logbook does not read. Paste the address your calendar shares.',
  notFound: 'Your calendar could not be found at this address. Copy its private address again and replace it.',
  refused: 'Your calendar refused to share its events. Copy its private address again and replace it.',
  answered: (status: number) =>
    `Your calendar's server answered with an error (${status}). It will be read again later.`,
  tooManyRedirects: 'This address sends the reader on too many times. Copy the private address from your calendar.',
  timeout: 'Your calendar did not answer within 10 seconds. It will be read again later.',
  tooLarge: 'Your calendar is larger than 5 MB. Export a file of the period instead, or share a smaller calendar.',
  unreachable: "Your calendar's server could not be reached. It will be read again later.",
  unreadable: 'Your calendar could not be read. It will be read again later.',
  sealedElsewhere: 'This calendar address can no longer be read. Remove it and paste it again.',
} as const;

export const calendarAddressInputSchema = z.object({
  url: z
    .string({ message: 'Paste your calendar address' })
    .trim()
    .min(1, { message: 'Paste your calendar address' })
    .max(2_000, { message: 'The address must be at most 2,000 characters' })
    .refine((value) => !hasControlCharacters(value), { message: controlCharactersMessage('The address') })
    // webcal:// is how Apple and Outlook hand out the same https address.
    .transform((value) => value.replace(/^webcals?:\/\//i, 'https://'))
    .refine((value) => URL.canParse(value) && /^https?:$/.test(new URL(value).protocol), {
      message: CALENDAR_ADDRESS_MESSAGES.notHttps,
    }),
});
export type CalendarAddressInput = z.output<typeof calendarAddressInputSchema>;

export const calendarProposalIdSchema = uuidParam('Session to log');
export const calendarAddressIdSchema = uuidParam('Calendar address');

export const proposalsQuerySchema = z.object({ page: z.coerce.number().int().min(1).max(10_000).default(1) });

export interface CalendarProposal {
  id: string;
  /** ISO instants; shown in the coach's time zone. */
  startsAt: string;
  endsAt: string;
  /** The event's local date in the coach's time zone. */
  date: string;
  title: string;
  client: { id: string; name: string } | null;
  /** A session for the same client on the same day is already in the logbook. */
  alreadyLogged: boolean;
}

export interface CalendarProposalPage {
  proposals: CalendarProposal[];
  total: number;
  /** Matched proposals not already logged: what 'Log all matched' would log. */
  matchedToLog: number;
  page: number;
  pageSize: number;
  timeZone: string;
  defaultPayment: PaymentType;
}

export interface CalendarAddress {
  id: string;
  /** The address's host: with `tail`, all the page shows of it (the rest is a secret). */
  host: string;
  /** The address's last four characters, so that a coach with two addresses tells them apart. */
  tail: string;
  createdAt: string;
  lastReadAt: string | null;
  /** Why the last read failed, in the coach's words; null when it worked. */
  failure: string | null;
  /** When the hourly reading (or, after failures, a later one) reads it next. */
  nextReadAt: string;
  /** A read is queued or under way (just saved, or 'Refresh now'): the page waits for it. */
  reading: boolean;
}

/** What one read of a calendar found. */
export interface CalendarReadResult {
  events: number;
  proposed: number;
}
