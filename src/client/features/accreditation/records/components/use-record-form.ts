import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, type FormEvent } from 'react';
import { useForm, type DefaultValues, type FieldValues } from 'react-hook-form';
import type { z } from 'zod';
import { useDateSense } from '@/client/features/profile';
import { saveWithToasts } from '@/client/lib/save-with-toasts';
import type { DateSense } from '@/shared/domain/plausible-dates';

interface RecordFormOptions<Item extends { id: string }, Values extends FieldValues, Input> {
  /** The feature's one schema, the server's too; a dated record's is made with the coach's sense of dates. */
  schema: z.ZodType<Input, Values> | ((sense: DateSense) => z.ZodType<Input, Values>);
  /** The record being edited; none for a new one. */
  record: Item | undefined;
  defaultValues: DefaultValues<Values>;
  /** 'education record': the toasts' word for it. */
  thing: string;
  create: { mutateAsync: (input: Input) => Promise<unknown> };
  update: { mutateAsync: (change: { id: string; input: Input }) => Promise<unknown> };
  onSaved: () => void;
}

/** An accreditation record's form: validated by its schema, saved as new or as a change, with the toasts. */
export function useRecordForm<Item extends { id: string }, Values extends FieldValues, Input>({
  schema,
  record,
  defaultValues,
  thing,
  create,
  update,
  onSaved,
}: RecordFormOptions<Item, Values, Input>) {
  const sense = useDateSense();
  const resolver = useMemo(() => zodResolver(typeof schema === 'function' ? schema(sense) : schema), [schema, sense]);
  const form = useForm<Values, unknown, Input>({ resolver, defaultValues });
  const submit = form.handleSubmit(async (input) => {
    const saved = await saveWithToasts({
      form,
      thing,
      editing: Boolean(record),
      save: () => (record ? update.mutateAsync({ id: record.id, input }) : create.mutateAsync(input)),
    });
    if (saved) onSaved();
  });
  return { form, sense, onSubmit: (event: FormEvent) => void submit(event) };
}
