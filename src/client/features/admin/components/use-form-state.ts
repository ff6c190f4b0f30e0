import { useState } from 'react';
import type { z } from 'zod';
import { ApiError } from '@/client/lib/api-error';

export type FieldErrors = Record<string, string | undefined>;

/**
 * A small dialog form checked with the shared zod schema: the first problem is toasted (as the
 * spec's admin dialogs do) and every problem is shown under its field.
 */
export function useSchemaErrors() {
  const [errors, setErrors] = useState<FieldErrors>({});

  function check<Schema extends z.ZodType>(schema: Schema, values: unknown) {
    const result = schema.safeParse(values);
    if (result.success) {
      setErrors({});
      return { data: result.data as z.output<Schema>, firstMessage: null };
    }
    const next: FieldErrors = {};
    for (const issue of result.error.issues) {
      const field = String(issue.path[0] ?? '');
      next[field] ??= issue.message;
    }
    setErrors(next);
    return { data: null, firstMessage: result.error.issues[0]?.message ?? null };
  }

  /** Puts the server's field messages under their fields after a refused save. */
  function fromServer(error: unknown) {
    if (!(error instanceof ApiError) || error.issues.length === 0) return;
    const next: FieldErrors = {};
    for (const issue of error.issues) next[issue.path.split('.')[0] ?? ''] ??= issue.message;
    setErrors(next);
  }

  return { errors, check, fromServer };
}
