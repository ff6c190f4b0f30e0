import { zodResolver } from '@hookform/resolvers/zod';
import type { FormEvent } from 'react';
import { useForm, type DefaultValues, type FieldValues } from 'react-hook-form';
import type { z } from 'zod';
import { saveWithToasts } from '@/client/lib/save-with-toasts';

interface RecordFormOptions<Item extends { id: string }, Values extends FieldValues, Input> {
  /** The feature's one schema, the server's too. */
  schema: z.ZodType<Input, Values>;
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
  const form = useForm<Values, unknown, Input>({ resolver: zodResolver(schema), defaultValues });
  const submit = form.handleSubmit(async (input) => {
    const saved = await saveWithToasts({
      form,
      thing,
      editing: Boolean(record),
      save: () => (record ? update.mutateAsync({ id: record.id, input }) : create.mutateAsync(input)),
    });
    if (saved) onSaved();
  });
  return { form, onSubmit: (event: FormEvent) => void submit(event) };
}
