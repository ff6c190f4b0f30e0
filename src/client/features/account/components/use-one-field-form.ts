import { useState, type FormEvent } from 'react';
import type { z } from 'zod';
import { ApiError } from '@/client/lib/api-error';

interface OneFieldFormOptions<Schema extends z.ZodType> {
  schema: Schema;
  values: () => unknown;
  send: (data: z.output<Schema>) => Promise<void>;
  /** The form's own words for the refusals it expects, by error code. */
  messages: Record<string, string>;
}

/**
 * A one-field form of the account page (a password, a code): checked with its schema, sent, and
 * any problem shown under the field. It stays busy after success: the step that follows replaces it.
 */
export function useOneFieldForm<Schema extends z.ZodType>({
  schema,
  values,
  send,
  messages,
}: OneFieldFormOptions<Schema>) {
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const parsed = schema.safeParse(values());
    if (!parsed.success) {
      setError(parsed.error.issues[0]!.message);
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await send(parsed.data as z.output<Schema>);
    } catch (failure) {
      setBusy(false);
      if (failure instanceof ApiError) setError(messages[failure.code] ?? failure.message);
      else setError('Something went wrong. Please try again.');
    }
  }

  return { error, busy, onSubmit };
}
