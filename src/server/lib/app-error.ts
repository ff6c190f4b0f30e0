import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { errorCodes, type ErrorCode, type FieldIssue } from '@/shared/errors';

/** An expected failure with a code the client understands; the error handler renders it. */
export class AppError extends Error {
  override name = 'AppError';

  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly issues?: FieldIssue[],
  ) {
    super(message);
  }

  get status() {
    return errorCodes[this.code] as ContentfulStatusCode;
  }
}

export const notFound = (what: string) => new AppError('NOT_FOUND', `${what} not found`);
