import type { Auth } from './better-auth';
import type { Logger } from '../../lib/logger';
import { resetTokenRow, twoFactorChallengeUser } from './better-auth-internals';

/** The auth requests worth an audit line, by Better Auth path. */
const EVENTS: Record<string, string> = {
  '/sign-up/email': 'sign_up',
  '/sign-in/email': 'sign_in',
  '/sign-out': 'sign_out',
  '/send-verification-email': 'verification_email_requested',
  '/request-password-reset': 'password_reset_requested',
  '/reset-password': 'password_reset',
  '/change-password': 'password_changed',
  '/change-email': 'email_change_requested',
  '/update-user': 'user_updated',
  '/verify-password': 'password_checked',
  '/revoke-other-sessions': 'other_sessions_revoked',
  '/revoke-sessions': 'all_sessions_revoked',
  '/delete-user': 'account_deleted',
  '/two-factor/enable': 'two_factor_setup_started',
  '/two-factor/get-totp-uri': 'two_factor_uri_shown',
  '/two-factor/verify-totp': 'two_factor_code_checked',
  '/two-factor/verify-backup-code': 'two_factor_backup_code_checked',
  '/two-factor/send-otp': 'two_factor_otp_requested',
  '/two-factor/verify-otp': 'two_factor_otp_checked',
  '/two-factor/disable': 'two_factor_disabled',
  '/two-factor/generate-backup-codes': 'two_factor_backup_codes_replaced',
};

/** Better Auth endpoints that only read; every other POST is an auth event, named or not. */
const READS = new Set(['/get-session', '/list-sessions', '/list-accounts', '/account-info']);

/** Paths that carry a token in the path itself: logged without it. */
const TOKEN_IN_PATH = /^\/reset-password\/[^/]+$/;

/** Requests with no session to read beforehand: the user is known from the answer, if at all. */
const NO_SESSION_BEFORE = new Set([
  '/sign-up/email',
  '/sign-in/email',
  '/send-verification-email',
  '/request-password-reset',
  '/reset-password',
]);

/** Second-factor checks: during sign-in the user is known by the signed two-factor challenge cookie. */
const TWO_FACTOR_CHECKS = new Set([
  '/two-factor/verify-totp',
  '/two-factor/verify-backup-code',
  '/two-factor/verify-otp',
]);

export interface AuthEvent {
  name: string;
  /** Set for events without a name of their own, so that the line still says what was asked. */
  path?: string;
}

/**
 * Which event a request to Better Auth is: every named one, the opening of a reset link, a sign-in
 * that uses a confirmation link (`address_confirmed` when it works), and any other state-changing
 * endpoint (as `auth_request` with its path), so that an endpoint nobody listed here still leaves a
 * line. Reads leave only the access line.
 */
export async function authEventOf(authPath: string, request: Request): Promise<AuthEvent | undefined> {
  const name = EVENTS[authPath];
  if (name === 'sign_in') {
    const body = (await request
      .clone()
      .json()
      .catch(() => ({}))) as { confirmation?: unknown };
    return { name: body.confirmation === undefined ? name : 'address_confirmed' };
  }
  if (name) return { name };
  if (TOKEN_IN_PATH.test(authPath)) return { name: 'password_reset_link_opened' };
  if (request.method === 'POST' && !READS.has(authPath)) return { name: 'auth_request', path: authPath };
  return undefined;
}

/** Who the request is about, read before Better Auth consumes the session, token or challenge. */
export async function userBeforeAuthRequest(auth: Auth, authPath: string, request: Request) {
  if (authPath === '/reset-password' && request.method === 'POST') {
    const body = (await request
      .clone()
      .json()
      .catch(() => ({}))) as { token?: unknown };
    if (typeof body.token !== 'string') return undefined;
    return (await resetTokenRow(auth, body.token))?.value;
  }
  if (NO_SESSION_BEFORE.has(authPath)) return undefined;
  const session = await auth.api.getSession({ headers: request.headers });
  if (session) return session.user.id;
  if (TWO_FACTOR_CHECKS.has(authPath)) return twoFactorChallengeUser(auth, request.headers.get('cookie'));
  return undefined;
}

/** The answer's user, or, when a sign-in stops for a second factor, the user of its challenge. */
async function userFromAnswer(auth: Auth, response: Response) {
  if (!response.headers.get('content-type')?.includes('application/json')) return {};
  const body = (await response
    .clone()
    .json()
    .catch(() => null)) as { user?: { id?: unknown }; twoFactorRedirect?: unknown } | null;
  if (body?.twoFactorRedirect === true) {
    const cookies = response.headers
      .getSetCookie()
      .map((cookie) => cookie.split(';')[0])
      .join('; ');
    return { userId: await twoFactorChallengeUser(auth, cookies), twoFactorRequired: true };
  }
  return { userId: typeof body?.user?.id === 'string' ? body.user.id : undefined };
}

/**
 * One structured line per auth event: what happened, whether it worked (`ok`, `failed`, or
 * `two_factor_required` when a password was right and a code is still due), the error code of a
 * failure (RATE_LIMITED for a rate-limit hit), the user id when known, the client address; the
 * request id comes with the request's logger. Never an e-mail address, password, code or token.
 */
export async function logAuthEvent(
  logger: Logger,
  auth: Auth,
  event: AuthEvent,
  details: { response: Response; userId: string | undefined; ip: string; code?: string },
) {
  const { response, ip, code } = details;
  // A redirect (a link followed to its page) is a success as much as a 200.
  const succeeded = response.status < 400;
  const answer = succeeded ? await userFromAnswer(auth, response) : {};
  const userId = details.userId ?? answer.userId;
  const outcome = !succeeded ? 'failed' : answer.twoFactorRequired ? 'two_factor_required' : 'ok';
  const line = { event: event.name, path: event.path, outcome, status: response.status, code, userId, ip };
  if (succeeded) logger.info(line, 'auth event');
  else logger.warn(line, 'auth event');
}
