import type { UseFormReturn } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { ApiError } from './api-error';
import { applyServerIssues } from './form-errors';

function recordingForm() {
  const errors: [string, string | undefined][] = [];
  const form = { setError: (name: string, error: { message?: string }) => errors.push([name, error.message]) };
  return { form: form as unknown as UseFormReturn<{ topics: string; date: string }, unknown, unknown>, errors };
}

describe('applyServerIssues', () => {
  it('puts each message on its field, a list item on the list', () => {
    const { form, errors } = recordingForm();
    const error = new ApiError(400, 'VALIDATION_FAILED', 'x', [
      { path: 'topics.3', message: 'Each topic must be at most 100 characters' },
      { path: 'date', message: 'A date is required' },
    ]);
    expect(applyServerIssues(form, error)).toBe(true);
    expect(errors).toEqual([
      ['topics', 'Each topic must be at most 100 characters'],
      ['date', 'A date is required'],
    ]);
  });

  it('leaves the form alone for a failure without field messages', () => {
    const { form, errors } = recordingForm();
    expect(applyServerIssues(form, new Error('offline'))).toBe(false);
    expect(applyServerIssues(form, new ApiError(500, 'INTERNAL_ERROR', 'x'))).toBe(false);
    expect(errors).toEqual([]);
  });
});
