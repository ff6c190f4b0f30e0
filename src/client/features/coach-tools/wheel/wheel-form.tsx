import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Button } from '@/client/components/ui/button';
import { DialogClose } from '@/client/components/ui/dialog';
import { FormField } from '@/client/components/ui/form-field';
import { Input, Textarea } from '@/client/components/ui/input';
import { Select } from '@/client/components/ui/select';
import { todayIso } from '@/client/lib/dates';
import { saveWithToasts } from '@/client/lib/save-with-toasts';
import {
  WHEEL_MAX_SCORE,
  WHEEL_MIN_SCORE,
  wheelAssessmentInputSchema,
  type WheelAssessment,
  type WheelAssessmentFormValues,
  type WheelAssessmentInput,
} from '@/shared/schemas/wheel-of-life';
import { useCreateWheelAssessment, useUpdateWheelAssessment } from '../api/wheel-assessments';

const scoreChoices = Array.from(
  { length: WHEEL_MAX_SCORE - WHEEL_MIN_SCORE + 1 },
  (_, index) => WHEEL_MIN_SCORE + index,
);

interface WheelFormProps {
  clientId: string;
  /** The wheel to edit; none to score a new one. */
  wheel?: WheelAssessment;
  /** A new wheel starts from the names of the client's latest one, so the two can be compared. */
  areaNames: readonly string[];
  onSaved: (wheel: WheelAssessment) => void;
}

export function WheelForm({ clientId, wheel, areaNames, onSaved }: WheelFormProps) {
  const createWheel = useCreateWheelAssessment();
  const updateWheel = useUpdateWheelAssessment();
  const form = useForm<WheelAssessmentFormValues, unknown, WheelAssessmentInput>({
    resolver: zodResolver(wheelAssessmentInputSchema),
    defaultValues: {
      clientId,
      date: wheel?.date ?? todayIso(),
      areas: wheel?.areas ?? areaNames.map((name) => ({ name, score: 5 })),
      notes: wheel?.notes ?? '',
    },
  });
  const { errors, isSubmitting } = form.formState;
  const areasError = errors.areas?.message ?? errors.areas?.root?.message;

  async function save(input: WheelAssessmentInput) {
    let result: { assessment: WheelAssessment } | undefined;
    const saved = await saveWithToasts({
      form,
      thing: 'Wheel of Life',
      editing: Boolean(wheel),
      save: async () => {
        result = wheel ? await updateWheel.mutateAsync({ id: wheel.id, input }) : await createWheel.mutateAsync(input);
      },
    });
    if (saved && result) onSaved(result.assessment);
  }

  return (
    <form noValidate onSubmit={(event) => void form.handleSubmit(save)(event)} className="space-y-4">
      <FormField label="Date" error={errors.date?.message}>
        <Input type="date" {...form.register('date')} />
      </FormField>
      <fieldset className="space-y-2">
        <legend className="text-sm font-medium text-slate-900">Areas and scores (1 to 10)</legend>
        {areaNames.map((_, index) => (
          <div key={index} className="grid grid-cols-[1fr_5.5rem] items-start gap-2">
            <FormField label={`Area ${index + 1}`} error={errors.areas?.[index]?.name?.message}>
              <Input autoComplete="off" {...form.register(`areas.${index}.name`)} />
            </FormField>
            <FormField label={`Score ${index + 1}`} error={errors.areas?.[index]?.score?.message}>
              <Select {...form.register(`areas.${index}.score`)}>
                {scoreChoices.map((score) => (
                  <option key={score} value={score}>
                    {score}
                  </option>
                ))}
              </Select>
            </FormField>
          </div>
        ))}
        {areasError && <p className="text-sm text-red-700">{areasError}</p>}
      </fieldset>
      <FormField label="Notes" error={errors.notes?.message}>
        <Textarea rows={3} {...form.register('notes')} />
      </FormField>
      <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
        <DialogClose asChild>
          <Button variant="secondary">Cancel</Button>
        </DialogClose>
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? 'Saving...' : 'Save wheel'}
        </Button>
      </div>
    </form>
  );
}
