import { useState, type FocusEvent, type KeyboardEvent } from 'react';
import { todayIso } from '@/client/lib/dates';
import { isFilterDate } from '@/shared/domain/plausible-dates';
import { FormField } from './form-field';
import { Input } from './input';

interface DateFilterProps {
  label: string;
  /** The date the filter holds (from the address), if any. */
  value: string | undefined;
  /** Called with a whole, plausible date, or undefined when the field is emptied. */
  onApply: (value: string | undefined) => void;
}

/**
 * A date filter that waits for the coach: what is typed stays in the field until it is left or
 * Enter is pressed, and only a whole, plausible date is applied. A year half typed ('0202') never
 * reaches the address or the query, and the field never changes under the typist.
 */
export function DateFilter({ label, value, onApply }: DateFilterProps) {
  const [draft, setDraft] = useState(value ?? '');
  const [problem, setProblem] = useState<string>();
  // A filter changed elsewhere (its chip removed, 'Clear filters', the address) shows here.
  const [applied, setApplied] = useState(value);
  if (applied !== value) {
    setApplied(value);
    setDraft(value ?? '');
    setProblem(undefined);
  }

  function apply(input: HTMLInputElement) {
    // A date input with some parts typed and others not reports '' and a bad input.
    if (input.validity.badInput) return setProblem('Enter the whole date: day, month and year');
    if (draft === (value ?? '')) return setProblem(undefined);
    if (draft === '') return onApply(undefined);
    const today = todayIso();
    if (!isFilterDate(draft, today)) {
      return setProblem(`Enter a date from 1900 to ${Number(today.slice(0, 4)) + 10}`);
    }
    setProblem(undefined);
    onApply(draft);
  }

  return (
    <FormField label={label} error={problem}>
      <Input
        type="date"
        value={draft}
        onChange={(event) => {
          setDraft(event.target.value);
          setProblem(undefined);
        }}
        onBlur={(event: FocusEvent<HTMLInputElement>) => apply(event.currentTarget)}
        onKeyDown={(event: KeyboardEvent<HTMLInputElement>) => {
          if (event.key !== 'Enter') return;
          event.preventDefault();
          apply(event.currentTarget);
        }}
      />
    </FormField>
  );
}
