import { z } from 'zod';
import { calendarDate, requiredText, uuidParam } from './fields';
import { newRecordSchema } from './new-record';

export const feedbackKinds = ['client_feedback', 'reflection'] as const;
export type FeedbackKind = (typeof feedbackKinds)[number];
export const feedbackKindLabels: Record<FeedbackKind, string> = {
  client_feedback: 'Client feedback',
  reflection: 'Reflection',
};

export const feedbackEntryInputSchema = z.object({
  kind: z.enum(feedbackKinds, { message: 'Please choose feedback or reflection' }),
  date: calendarDate(),
  clientId: z
    .union([z.uuid({ message: 'Client not found' }), z.literal('')], { message: 'Client not found' })
    .nullish()
    .transform((value) => (value ? value : null)),
  content: requiredText(2_000, 'Please write a few words', 'The text'),
});

export type FeedbackEntryFormValues = z.input<typeof feedbackEntryInputSchema>;
export type FeedbackEntryInput = z.output<typeof feedbackEntryInputSchema>;

export const newFeedbackEntrySchema = newRecordSchema(feedbackEntryInputSchema);
export type NewFeedbackEntryInput = z.output<typeof newFeedbackEntrySchema>;

export const feedbackEntryIdSchema = uuidParam('Entry');

export interface FeedbackEntry {
  id: string;
  kind: FeedbackKind;
  date: string;
  clientId: string | null;
  /** The client's name, or null when no client is tied (or the client was deleted). */
  clientName: string | null;
  content: string;
  createdAt: string;
  updatedAt: string;
}
