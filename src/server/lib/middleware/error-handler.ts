import type { ErrorHandler } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ErrorBody } from '@/shared/errors';
import type { AppEnv } from '../../app-env';
import { AppError } from '../app-error';
import { isDatabaseUnavailable } from '../database-errors';
import { isAccessRefusal, logAccessRefusal } from '../logging/access-refusals';

/**
 * Turns every failure into `{ error: { code, message, issues? } }`; never a stack trace. Every
 * refusal (401, 402, 403, 415, 429) is logged here, whichever middleware or service refused.
 */
export const errorHandler: ErrorHandler<AppEnv> = (error, c) => {
  const log = c.get('logger');
  if (error instanceof AppError) {
    if (isAccessRefusal(error)) logAccessRefusal(c, error);
    const body: ErrorBody = { error: { code: error.code, message: error.message, issues: error.issues } };
    return c.json(body, error.status);
  }
  if (error instanceof HTTPException) {
    const body: ErrorBody = {
      error: { code: error.status === 413 ? 'PAYLOAD_TOO_LARGE' : 'BAD_REQUEST', message: error.message },
    };
    return c.json(body, error.status);
  }
  if (isDatabaseUnavailable(error)) {
    log?.error({ err: error }, 'database unavailable');
    const body: ErrorBody = {
      error: {
        code: 'DATABASE_UNAVAILABLE',
        message: 'The service is temporarily unavailable. Please try again in a moment.',
      },
    };
    return c.json(body, 503);
  }
  log?.error({ err: error }, 'unexpected error');
  const body: ErrorBody = { error: { code: 'INTERNAL_ERROR', message: 'An unexpected error occurred' } };
  return c.json(body, 500);
};
