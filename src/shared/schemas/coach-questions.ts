import { z } from 'zod';
import { requiredText, searchText, uuidParam } from './fields';
import { growStages, type GrowStage } from './grow-stages';
import { pageQuery } from './paging';

export const coachQuestionInputSchema = z.object({
  stage: z.enum(growStages, { message: 'Please choose a GROW stage' }),
  text: requiredText(500, 'Question is required', 'Question'),
});

export type CoachQuestionFormValues = z.input<typeof coachQuestionInputSchema>;
export type CoachQuestionInput = z.output<typeof coachQuestionInputSchema>;

export const coachQuestionIdSchema = uuidParam('Question');

export interface CoachQuestion {
  id: string;
  stage: GrowStage;
  text: string;
  createdAt: string;
  updatedAt: string;
}

/** The coach's own questions a page at a time, kept to those with every word of the search. */
export const coachQuestionListQuerySchema = z.object({ ...pageQuery, search: searchText.optional() });
export type CoachQuestionListQuery = z.output<typeof coachQuestionListQuerySchema>;
