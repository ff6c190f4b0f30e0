import { z } from 'zod';
import type { DateSense } from '../domain/plausible-dates';
import { checkDates, confirmedDatesField } from './dated-record';
import { calendarDate, durationMinutes, optionalNumber, optionalText, topicsList, uuidParam } from './fields';
import { newRecordSchema } from './new-record';
import type { Page } from '@/shared/domain/paging';
import { pageQuery } from './paging';

export const sessionTypes = ['individual', 'group', 'team'] as const;
export type SessionType = (typeof sessionTypes)[number];
export const sessionTypeLabels: Record<SessionType, string> = {
  individual: 'Individual',
  group: 'Group',
  team: 'Team',
};

export const paymentTypes = ['paid', 'pro_bono'] as const;
export type PaymentType = (typeof paymentTypes)[number];
export const paymentLabels: Record<PaymentType, string> = { paid: 'Paid', pro_bono: 'Pro bono' };

export const DUPLICATE_SESSION_MESSAGE = 'A session for this client on this date already exists.';
export const IMPORTED_SUMMARY_READ_ONLY_MESSAGE =
  'An imported summary cannot be edited. Delete it and import the corrected log instead.';

const coachingSessionFields = z.object({
  clientId: z.uuid({ message: 'Please choose a client' }),
  date: calendarDate(),
  duration: durationMinutes,
  notes: optionalText(20_000, 'Notes'),
  topics: topicsList,
  followUp: optionalText(5_000, 'Follow-up'),
  completed: z.boolean().default(true),
  rate: optionalNumber(
    z.number().min(0, { message: 'Rate cannot be negative' }).max(100_000, { message: 'Rate must be at most 100,000' }),
  ),
  rating: optionalNumber(
    z
      .number()
      .int()
      .min(1, { message: 'Rating must be from 1 to 5' })
      .max(5, { message: 'Rating must be from 1 to 5' }),
  ),
  goalsSet: optionalText(5_000, 'Goals set'),
  goalsAchieved: optionalText(5_000, 'Goals achieved'),
  payment: z.enum(paymentTypes).default('paid'),
  sessionType: z.enum(sessionTypes).default('individual'),
  groupSize: optionalNumber(
    z
      .number()
      .int({ message: 'Group size must be a whole number' })
      .min(2, { message: 'Group size must be from 2 to 50' })
      .max(50, { message: 'Group size must be from 2 to 50' }),
  ),
  confirmedDates: confirmedDatesField,
});

/** A session as the form and the API take it; its date is judged with the coach's sense of dates. */
export const coachingSessionInputSchema = (sense: DateSense) =>
  coachingSessionFields
    .superRefine((value, ctx) => {
      if (value.sessionType !== 'individual' && value.groupSize === null) {
        ctx.addIssue({
          code: 'custom',
          path: ['groupSize'],
          message: 'Group size is required for group and team sessions',
        });
      }
    })
    .superRefine(checkDates(sense, (value) => [['date', value.date, 'session']]))
    // An individual session has no group size, whatever the form still held.
    .transform((value) => ({
      ...value,
      groupSize: value.sessionType === 'individual' ? null : value.groupSize,
    }));

export type CoachingSessionFormValues = z.input<ReturnType<typeof coachingSessionInputSchema>>;
export type CoachingSessionInput = z.output<ReturnType<typeof coachingSessionInputSchema>>;

export const newCoachingSessionSchema = (sense: DateSense) => newRecordSchema(coachingSessionInputSchema(sense));
export type NewCoachingSessionInput = z.output<ReturnType<typeof newCoachingSessionSchema>>;

export const coachingSessionIdSchema = uuidParam('Session');

export const coachingSessionListQuerySchema = z.object({
  ...pageQuery,
  clientId: z.uuid({ message: 'Client not found' }).optional(),
  from: calendarDate().optional(),
  to: calendarDate().optional(),
  payment: z.enum(paymentTypes, { message: 'Please choose paid or pro bono' }).optional(),
  sessionType: z.enum(sessionTypes, { message: 'Please choose a session type' }).optional(),
});
export type CoachingSessionListQuery = z.output<typeof coachingSessionListQuerySchema>;

/** Whose last session a new one starts from: a client's own, or the coach's last. */
export const lastSessionQuerySchema = z.object({ clientId: z.uuid({ message: 'Client not found' }).optional() });

/**
 * What 'Log session' starts from, wherever it is opened: the last session's client, length, type
 * and payment (an active client's, never an imported summary's), and today.
 */
export type LastSession = Pick<
  CoachingSession,
  'clientId' | 'clientName' | 'duration' | 'sessionType' | 'groupSize' | 'payment'
>;

export interface CoachingSession {
  id: string;
  clientId: string;
  clientName: string;
  date: string;
  duration: number;
  notes: string | null;
  topics: string[];
  followUp: string | null;
  completed: boolean;
  rate: number | null;
  rating: number | null;
  goalsSet: string | null;
  goalsAchieved: string | null;
  payment: PaymentType;
  sessionType: SessionType;
  groupSize: number | null;
  /** A row of an imported ICF log: the hours of many sessions from `date` to `summaryEndDate` (ADR 016). */
  isImportedSummary: boolean;
  summaryEndDate: string | null;
  createdAt: string;
  updatedAt: string;
}

/** A page of sessions, with the minutes of the whole filtered set. */
export interface CoachingSessionPage extends Page<CoachingSession> {
  minutes: number;
}

export interface CoachingSessionDetail {
  session: CoachingSession;
  /** The same client's sessions just before and after this one, by date. */
  previousId: string | null;
  nextId: string | null;
}
