/*
 * Kept apart from its zod schema (src/shared/schemas/auth-links.ts): the browser's first chunk reads
 * these on every page, and zod must not come with them.
 */

/**
 * Error codes an auth link may carry back (OAuth's, the original auth service's, Better Auth's).
 * The landing page's `error` / `error_code` is logged as one of these, or as 'other'.
 */
export const landingLinkErrorCodes = [
  'access_denied',
  'invalid_request',
  'otp_expired',
  'server_error',
  'temporarily_unavailable',
  'unauthorized_client',
  'token_expired',
  'invalid_token',
  'user_not_found',
  'other',
] as const;
export type LandingLinkErrorCode = (typeof landingLinkErrorCodes)[number];

/** A known code as the server logs it; anything else (it may be any text) is 'other'. */
export function landingLinkErrorCode(raw: string | null): LandingLinkErrorCode {
  const code = (raw ?? '').trim().toLowerCase();
  return landingLinkErrorCodes.find((known) => known === code) ?? 'other';
}
