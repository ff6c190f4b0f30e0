import { z } from 'zod';
import { requiredText, uuidParam } from './fields';
import { growStages, type GrowStage } from './grow-stages';

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
