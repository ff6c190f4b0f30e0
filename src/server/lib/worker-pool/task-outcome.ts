import type { ErrorCode } from '@/shared/errors';
import { AppError } from '../app-error';

/**
 * What a task sends back from its worker thread. Errors travel as values: a thrown AppError loses
 * its code on the way (structured clone keeps only an Error's name and message).
 */
export type TaskOutcome<T> = { ok: true; value: T } | { ok: false; code: ErrorCode; message: string };

/** Runs a task's body in the worker and turns an expected failure (an AppError) into a value. */
export async function taskOutcome<T>(body: () => Promise<T> | T): Promise<TaskOutcome<T>> {
  try {
    return { ok: true, value: await body() };
  } catch (error) {
    if (error instanceof AppError) return { ok: false, code: error.code, message: error.message };
    throw error;
  }
}
