import { useRef } from 'react';
import { get, useWatch, type FieldValues, type Path, type PathValue, type UseFormReturn } from 'react-hook-form';
import { formatLongDate } from '@/shared/domain/accreditation/dates';
import { judgeDate, type DateSense, type DatedThing } from '@/shared/domain/plausible-dates';
import { DATE_QUESTION } from '@/shared/schemas/dated-record';
import { Button } from './button';
import { FormField } from './form-field';
import { Input } from './input';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

interface DateFieldProps<Values extends FieldValues> {
  form: UseFormReturn<Values, unknown, unknown>;
  name: Path<Values>;
  label: string;
  thing: DatedThing;
  sense: DateSense;
  hint?: string;
}

/**
 * A record's date, judged by the one date rule when the form is saved. A likely slip is asked
 * about under the field ('Did you mean 27 November 2026?'): 'Use' takes the suggestion, 'Keep'
 * adds the date to the form's `confirmedDates`, and either goes on with the save.
 */
export function DateField<Values extends FieldValues>({
  form,
  name,
  label,
  thing,
  sense,
  hint,
}: DateFieldProps<Values>) {
  const value = useWatch({ control: form.control, name }) as unknown;
  const error = get(form.formState.errors, name) as { type?: string; message?: string } | undefined;
  const buttons = useRef<HTMLDivElement>(null);
  const date = typeof value === 'string' && ISO_DATE.test(value) ? value : null;
  const verdict = error && date ? judgeDate(date, thing, sense) : null;
  // The server may ask what this browser could not (a first practice not loaded yet).
  const asking = Boolean(date) && (error?.type === DATE_QUESTION || verdict?.kind === 'question');
  const suggestion = verdict && verdict.kind !== 'ok' ? verdict.suggestion : null;

  function answer(change: () => void) {
    change();
    form.clearErrors(name);
    buttons.current?.closest('form')?.requestSubmit();
  }
  const keep = () =>
    answer(() => {
      const kept = (form.getValues('confirmedDates' as Path<Values>) as string[] | undefined) ?? [];
      form.setValue('confirmedDates' as Path<Values>, [...kept, date] as PathValue<Values, Path<Values>>);
    });
  const use = (suggested: string) => answer(() => form.setValue(name, suggested as PathValue<Values, Path<Values>>));

  return (
    <div className="space-y-2">
      <FormField label={label} hint={hint} error={error?.message}>
        <Input type="date" {...form.register(name)} />
      </FormField>
      {(asking || suggestion) && (
        <div ref={buttons} className="flex flex-wrap gap-2">
          {suggestion && (
            <Button size="sm" variant="secondary" onClick={() => use(suggestion)}>
              Use {formatLongDate(suggestion)}
            </Button>
          )}
          {asking && date && (
            <Button size="sm" variant="secondary" onClick={keep}>
              Keep {formatLongDate(date)}
            </Button>
          )}
        </div>
      )}
    </div>
  );
}
