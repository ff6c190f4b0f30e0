import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { ApiError } from './api-error';

/**
 * Puts the server's field messages under the fields they belong to ('topics.3' belongs to
 * Topics); returns whether there were any.
 */
export function applyServerIssues<Values extends FieldValues>(
  form: UseFormReturn<Values, unknown, unknown>,
  error: unknown,
) {
  if (!(error instanceof ApiError)) return false;
  for (const issue of error.issues) {
    const field = issue.path.split('.')[0];
    // A question ('Did you mean …?') keeps its code: the field offers to keep the date.
    if (field) form.setError(field as Path<Values>, { type: issue.code ?? 'server', message: issue.message });
  }
  return error.issues.length > 0;
}
