import type { ErrorBody, FieldIssue } from '@/shared/errors';
import { reportNetworkError, reportServerAnswer, requestSent } from './offline/network-status';
import { forgetEverySnapshot } from './offline/snapshots';
import { nextTask } from './next-task';

/** A failed API call, normalised: the server's code and message, or a network failure. */
export class ApiError extends Error {
  override name = 'ApiError';

  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly issues: FieldIssue[] = [],
  ) {
    super(message);
  }
}

export const NETWORK_ERROR_MESSAGE = 'Network error. Please check your connection and try again.';

let onUnauthenticated: () => void = () => {};

/** The app registers where a 401 sends the user (the login page). */
export function setUnauthenticatedHandler(handler: () => void) {
  onUnauthenticated = handler;
}

type ReauthHandler = (focusedBeforeRequest: Element | null) => Promise<boolean>;

let onReauthRequired: ReauthHandler = () => Promise.resolve(false);

/**
 * The signed-in shell registers how the user confirms their password when the server asks
 * (REAUTH_REQUIRED): it resolves true once confirmed, false when the user cancels. It is told
 * what had focus when the request was sent (the button, before its action disabled it).
 */
export function setReauthHandler(handler: ReauthHandler) {
  onReauthRequired = handler;
  return () => {
    if (onReauthRequired === handler) onReauthRequired = () => Promise.resolve(false);
  };
}

/** Sends; when the server asks for the password again, asks the user for it and sends once more. */
export async function sendWithReauth(send: () => Promise<Response>): Promise<Response> {
  const focused = typeof document === 'undefined' ? null : document.activeElement;
  const response = await answered(send);
  if (response.status !== 403) return response;
  const body = (await response
    .clone()
    .json()
    .catch(() => null)) as Partial<ErrorBody> | null;
  if (body?.error?.code !== 'REAUTH_REQUIRED') return response;
  return (await onReauthRequired(focused)) ? answered(send) : response;
}

/** Sends, in a task of its own, and tells the network status whether the server answered at all. */
async function answered(send: () => Promise<Response>) {
  await nextTask();
  const ticket = requestSent();
  try {
    const response = await send();
    reportServerAnswer(ticket);
    return response;
  } catch (error) {
    // fetch rejects with a TypeError when no answer came: no network, or no way through to us.
    if (error instanceof TypeError) reportNetworkError();
    throw error;
  }
}

export async function toApiError(response: Response): Promise<ApiError> {
  let body: Partial<ErrorBody> = {};
  try {
    body = (await response.json()) as Partial<ErrorBody>;
  } catch {
    // Not JSON (a proxy's error page, say): fall through to the generic message.
  }
  const error = body.error;
  return new ApiError(
    response.status,
    error?.code ?? 'UNKNOWN',
    error?.message ?? 'An unexpected error occurred',
    error?.issues ?? [],
  );
}

/** Sends a request and returns its JSON, or throws an ApiError. */
export async function sendJson<T>(
  send: () => Promise<Response>,
  options: { redirectOn401?: boolean } = {},
): Promise<T> {
  let response: Response;
  try {
    response = await sendWithReauth(send);
  } catch {
    throw new ApiError(0, 'NETWORK_ERROR', NETWORK_ERROR_MESSAGE);
  }
  if (!response.ok) {
    const error = await toApiError(response);
    if (response.status === 401) {
      // The session is gone: what was kept to open offline must not outlive it.
      await forgetEverySnapshot().catch(() => {});
      if (options.redirectOn401 !== false) onUnauthenticated();
    }
    throw error;
  }
  if (response.status === 204) return undefined as T;
  return (await response.json()) as T;
}
