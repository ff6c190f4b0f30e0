import { z } from 'zod';

/** The kinds of link the app e-mails: sign-up confirmation and password recovery. */
export const authLinkTypes = ['signup', 'recovery'] as const;
export type AuthLinkType = (typeof authLinkTypes)[number];

export const authLinkQuerySchema = z.object({
  type: z.enum(authLinkTypes, { message: 'Link type must be signup or recovery' }),
  token: z.string().trim().min(1, { message: 'Verification token not found in the URL.' }).max(2048),
});

/** What the server says of a link: never the token, only whether it still works and why not. */
export interface AuthLinkStatus {
  type: AuthLinkType;
  valid: boolean;
  reason: 'usable' | 'expired' | 'invalid' | 'already_verified';
}

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

/** What the landing page reports of an error in its address: a code, and whether a description came. */
export const landingLinkErrorSchema = z.object({
  code: z.enum(landingLinkErrorCodes, { message: 'Unknown error code' }),
  described: z.boolean({ message: 'Say whether a description came' }),
});
export type LandingLinkError = z.output<typeof landingLinkErrorSchema>;
