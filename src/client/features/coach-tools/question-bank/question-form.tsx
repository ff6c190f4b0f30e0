import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Button } from '@/client/components/ui/button';
import { FormField } from '@/client/components/ui/form-field';
import { Textarea } from '@/client/components/ui/input';
import { Select } from '@/client/components/ui/select';
import { saveWithToasts } from '@/client/lib/save-with-toasts';
import {
  coachQuestionInputSchema,
  type CoachQuestion,
  type CoachQuestionFormValues,
  type CoachQuestionInput,
} from '@/shared/schemas/coach-questions';
import { growStageLabels, growStages } from '@/shared/schemas/grow-stages';
import { useCreateCoachQuestion, useUpdateCoachQuestion } from '../api/coach-questions';

interface QuestionFormProps {
  /** The question to edit; none to add one. */
  question?: CoachQuestion;
  onSaved?: () => void;
  onCancel?: () => void;
}

export function QuestionForm({ question, onSaved, onCancel }: QuestionFormProps) {
  const createQuestion = useCreateCoachQuestion();
  const updateQuestion = useUpdateCoachQuestion();
  const form = useForm<CoachQuestionFormValues, unknown, CoachQuestionInput>({
    resolver: zodResolver(coachQuestionInputSchema),
    defaultValues: { stage: question?.stage ?? 'goal', text: question?.text ?? '' },
  });
  const { errors, isSubmitting } = form.formState;

  async function save(input: CoachQuestionInput) {
    const saved = await saveWithToasts({
      form,
      thing: 'question',
      editing: Boolean(question),
      save: () =>
        question ? updateQuestion.mutateAsync({ id: question.id, input }) : createQuestion.mutateAsync(input),
    });
    if (!saved) return;
    // Adding keeps the chosen stage, ready for the next question of the same kind.
    if (!question) form.reset({ stage: input.stage, text: '' });
    onSaved?.();
  }

  return (
    <form noValidate onSubmit={(event) => void form.handleSubmit(save)(event)} className="space-y-4">
      <FormField label="GROW stage" error={errors.stage?.message}>
        <Select {...form.register('stage')}>
          {growStages.map((stage) => (
            <option key={stage} value={stage}>
              {growStageLabels[stage]}
            </option>
          ))}
        </Select>
      </FormField>
      <FormField label="Question" error={errors.text?.message}>
        <Textarea rows={2} {...form.register('text')} />
      </FormField>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        {onCancel && (
          <Button variant="secondary" onClick={onCancel}>
            Cancel
          </Button>
        )}
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? 'Saving...' : question ? 'Save question' : 'Add question'}
        </Button>
      </div>
    </form>
  );
}
