import { ApiError } from '@/client/lib/api-error';

/** The spec's wording for sign-in failures (section 5), from the server's code or message. */
export function signInFailureMessage(error: unknown) {
  if (error instanceof ApiError) {
    if (error.code === 'NETWORK_ERROR') return error.message;
    if (error.code === 'EMAIL_NOT_VERIFIED' || /email not (confirmed|verified)/i.test(error.message)) {
      return 'Please confirm your email address before logging in';
    }
    if (
      error.code === 'INVALID_EMAIL_OR_PASSWORD' ||
      /invalid (login credentials|email or password)/i.test(error.message)
    ) {
      return 'The email or password you entered is incorrect';
    }
    if (error.code === 'USER_NOT_FOUND' || /user not found/i.test(error.message)) {
      return 'No account exists with this email address';
    }
    return error.message;
  }
  return error instanceof Error && error.message ? error.message : 'An unexpected error occurred';
}

export function signUpFailureMessage(error: unknown) {
  if (error instanceof ApiError) {
    if (error.code === 'NETWORK_ERROR')
      return 'Network error during signup. Please check your connection and try again.';
    if (error.code.startsWith('USER_ALREADY_EXISTS'))
      return 'An account with this email already exists. Please sign in instead.';
    return error.message;
  }
  return 'An unexpected error occurred';
}

/** A link of a kind the product never sends (magic link, invite, ...): said plainly, not 'invalid'. */
export const UNUSED_LINK_TYPE = 'This link type is not used by Coach Logbook';
const USED_LINK_TYPES = new Set(['signup', 'email', 'recovery']);
export const isUnusedLinkType = (type: string | null) => type !== null && !USED_LINK_TYPES.has(type);

export const VERIFICATION_EXPIRED = 'The verification link has expired. Please request a new one.';
export const VERIFICATION_INVALID =
  'The verification link is invalid or not found. Please check the link or request a new one.';

/** The spec's texts for a verification link that did not work (section 8). */
export function verificationFailureMessage(error: unknown) {
  if (error instanceof ApiError) {
    if (error.code === 'TOKEN_EXPIRED') return VERIFICATION_EXPIRED;
    if (error.code === 'INVALID_TOKEN') return VERIFICATION_INVALID;
  }
  return 'An error occurred during email verification. The link may be invalid, expired, or already used.';
}
