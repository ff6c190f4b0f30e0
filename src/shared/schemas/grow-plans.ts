import { z } from 'zod';
import { calendarDate, optionalText, requiredText, uuidParam } from './fields';

const NOTES_MAX = 20_000;

export const growPlanInputSchema = z.object({
  clientId: z.uuid({ message: 'Please choose a client' }),
  // A form's "no session" is an empty string; the API takes null or leaves it out.
  coachingSessionId: z
    .union([z.literal(''), z.uuid({ message: 'Please choose a session' })])
    .nullish()
    .transform((value) => value || null),
  date: calendarDate(),
  title: requiredText(200, 'Title is required', 'Title'),
  goal: optionalText(NOTES_MAX, 'Goal'),
  reality: optionalText(NOTES_MAX, 'Reality'),
  options: optionalText(NOTES_MAX, 'Options'),
  will: optionalText(NOTES_MAX, 'Will'),
});

export type GrowPlanFormValues = z.input<typeof growPlanInputSchema>;
export type GrowPlanInput = z.output<typeof growPlanInputSchema>;

export const growPlanIdSchema = uuidParam('GROW plan');

export interface GrowPlan {
  id: string;
  clientId: string;
  clientName: string;
  coachingSessionId: string | null;
  /** The attached session's date, so a plan can say which session it prepares without another request. */
  coachingSessionDate: string | null;
  date: string;
  title: string;
  goal: string | null;
  reality: string | null;
  options: string | null;
  will: string | null;
  createdAt: string;
  updatedAt: string;
}
