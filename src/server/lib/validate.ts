import { zValidator } from '@hono/zod-validator';
import type { Context, MiddlewareHandler, ValidationTargets } from 'hono';
import type { z } from 'zod';
import { DATE_QUESTION } from '@/shared/schemas/dated-record';
import type { SignedInEnv } from '../app-env';
import { AppError } from './app-error';

/** A custom issue's own code (a date's 'Did you mean …?'), for the browser to branch on. */
const issueCode = (issue: z.core.$ZodIssue) =>
  issue.code === 'custom' && issue.params?.code === DATE_QUESTION ? { code: DATE_QUESTION } : {};

/** zValidator whose failures become VALIDATION_FAILED with one issue per field. */
export function validate<Target extends keyof ValidationTargets, Schema extends z.ZodType>(
  target: Target,
  schema: Schema,
) {
  return zValidator(target, schema, (result) => {
    if (result.success) return;
    const issues = result.error.issues.map((issue) => ({
      path: issue.path.join('.'),
      message: issue.message,
      ...issueCode(issue),
    }));
    throw new AppError('VALIDATION_FAILED', issues.map((issue) => issue.message).join(', '), issues);
  });
}

/**
 * As `validate`, with a schema made for the request: a dated record's schema takes the coach's
 * sense of dates (their first practice), which only the database knows.
 */
export function validateFor<Target extends keyof ValidationTargets, Schema extends z.ZodType>(
  target: Target,
  schemaFor: (c: Context<SignedInEnv>) => Promise<Schema>,
): ReturnType<typeof validate<Target, Schema>> {
  const middleware: MiddlewareHandler<SignedInEnv> = async (c, next) =>
    validate(target, await schemaFor(c))(c as never, next);
  return middleware as unknown as ReturnType<typeof validate<Target, Schema>>;
}
