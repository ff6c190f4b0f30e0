import { z } from 'zod';

/** What /account can delete in one go, apart from the account itself (issue 29 §4). */
export const clearTargets = ['sessions', 'clients'] as const;
export type ClearTarget = (typeof clearTargets)[number];

/** What the coach types to confirm: the action in words, never a habit like 'yes'. */
export const clearPhrases: Record<ClearTarget, string> = {
  sessions: 'delete all sessions',
  clients: 'delete all clients',
};

export const clearLogbookSchema = z
  .object({
    what: z.enum(clearTargets, { message: 'Please choose what to delete' }),
    confirmation: z.string({ message: 'Please type the words to confirm' }).max(100),
  })
  .superRefine((value, ctx) => {
    if (value.confirmation.trim().toLowerCase() !== clearPhrases[value.what])
      ctx.addIssue({
        code: 'custom',
        path: ['confirmation'],
        message: `Type ${clearPhrases[value.what]} to confirm`,
      });
  });
export type ClearLogbookInput = z.output<typeof clearLogbookSchema>;

/** How many went: every session of the coach's, or every client with all their sessions. */
export interface ClearedAnswer {
  deleted: { clients: number; sessions: number };
}
