import { useEffect } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { ApiError } from '@/client/lib/api-error';
import { applyServerIssues } from '@/client/lib/form-errors';
import type { OutboxEntry } from '@/client/lib/offline/outbox';

/** A form reopened on a refused entry shows the server's reasons under their fields at once. */
export function useDraftIssues<Values extends FieldValues>(
  form: UseFormReturn<Values, unknown, unknown>,
  draft: OutboxEntry | undefined,
) {
  useEffect(() => {
    if (!draft?.rejection) return;
    const { message, issues } = draft.rejection;
    applyServerIssues(form, new ApiError(409, 'CONFLICT', message, issues));
  }, [form, draft]);
}
