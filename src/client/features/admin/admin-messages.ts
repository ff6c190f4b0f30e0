import { ApiError } from '@/client/lib/api-error';

/** The spec's admin service texts (error catalogue, 'Service errors'). */
export const AUTHENTICATION_REQUIRED = 'Authentication required';
export const NO_DATA_RETURNED = 'No data returned from server';

/**
 * What a failed admin call says: 'Authentication required' without a session, the server's own
 * message when it explains a refusal (such as 'This account must remain as admin'), else the fallback.
 */
export function adminFailureMessage(error: unknown, fallback: string) {
  if (error instanceof ApiError && error.status === 401) return AUTHENTICATION_REQUIRED;
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return error.message;
  return fallback;
}

/** 'Failed to update user role: <reason>', the reason being the server's or the network's. */
export function roleUpdateFailureMessage(error: unknown) {
  const reason = error instanceof Error && error.message ? error.message : 'Unknown error';
  if (error instanceof ApiError && error.status === 401)
    return `Failed to update user role: ${AUTHENTICATION_REQUIRED}`;
  return `Failed to update user role: ${reason}`;
}

/** An answer that parsed but holds nothing is refused with the spec's text, never shown as empty. */
export function requireData<T>(data: T | null | undefined): T {
  if (data === null || data === undefined) throw new Error(NO_DATA_RETURNED);
  return data;
}
