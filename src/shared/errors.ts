/** Error codes the API answers with, shared so that the browser can branch on them. */
export const errorCodes = {
  VALIDATION_FAILED: 400,
  BAD_REQUEST: 400,
  CAPTCHA_FAILED: 400,
  UNAUTHENTICATED: 401,
  SUBSCRIPTION_REQUIRED: 402,
  FORBIDDEN: 403,
  REAUTH_REQUIRED: 403,
  TWO_FACTOR_REQUIRED: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  /** A list of the account is at its limit (features/auth/policy/logbook-limits.ts). */
  LIMIT_REACHED: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RATE_LIMITED: 429,
  INTERNAL_ERROR: 500,
  DATABASE_UNAVAILABLE: 503,
  SERVER_BUSY: 503,
  DATABASE_MIGRATING: 503,
  BILLING_UNAVAILABLE: 503,
} as const;

export type ErrorCode = keyof typeof errorCodes;

export interface FieldIssue {
  path: string;
  message: string;
}

/** The one shape of every error answer. */
export interface ErrorBody {
  error: { code: ErrorCode; message: string; issues?: FieldIssue[] };
}
