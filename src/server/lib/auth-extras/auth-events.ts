import type { Auth } from '../auth';
import type { Logger } from '../logger';

/** The auth requests worth an audit line, by Better Auth path. */
const EVENTS: Record<string, string> = {
  '/sign-up/email': 'sign_up',
  '/sign-in/email': 'sign_in',
  '/sign-out': 'sign_out',
  '/verify-email': 'email_verified',
  '/send-verification-email': 'verification_email_requested',
  '/request-password-reset': 'password_reset_requested',
  '/reset-password': 'password_reset',
  '/change-password': 'password_changed',
  '/revoke-other-sessions': 'other_sessions_revoked',
  '/revoke-sessions': 'all_sessions_revoked',
  '/delete-user': 'account_deleted',
  '/two-factor/enable': 'two_factor_setup_started',
  '/two-factor/verify-totp': 'two_factor_code_checked',
  '/two-factor/verify-backup-code': 'two_factor_backup_code_checked',
  '/two-factor/disable': 'two_factor_disabled',
  '/two-factor/generate-backup-codes': 'two_factor_backup_codes_replaced',
};

/** Requests whose user is known only before they run: the session or token is gone afterwards. */
const USER_BEFORE = new Set([
  '/sign-out',
  '/change-password',
  '/revoke-other-sessions',
  '/revoke-sessions',
  '/delete-user',
]);

export function authEventName(authPath: string) {
  return EVENTS[authPath];
}

/** Who the request is about, read before Better Auth consumes the session or the reset token. */
export async function userBeforeAuthRequest(auth: Auth, authPath: string, request: Request) {
  if (USER_BEFORE.has(authPath)) {
    const session = await auth.api.getSession({ headers: request.headers });
    return session?.user.id;
  }
  if (authPath === '/reset-password' && request.method === 'POST') {
    const body = (await request
      .clone()
      .json()
      .catch(() => ({}))) as { token?: unknown };
    if (typeof body.token !== 'string') return undefined;
    const context = await auth.$context;
    const verification = await context.internalAdapter.findVerificationValue(`reset-password:${body.token}`);
    return verification?.value;
  }
  return undefined;
}

async function userFromAnswer(response: Response) {
  if (!response.headers.get('content-type')?.includes('application/json')) return undefined;
  const body = (await response
    .clone()
    .json()
    .catch(() => null)) as { user?: { id?: unknown } } | null;
  return typeof body?.user?.id === 'string' ? body.user.id : undefined;
}

/**
 * One structured line per auth event: what happened, whether it worked, the user id when known,
 * the client address; the request id comes with the request's logger. Never an e-mail address,
 * password or token.
 */
export async function logAuthEvent(
  logger: Logger,
  event: string,
  details: { response: Response; userId: string | undefined; ip: string; code?: string },
) {
  const { response, ip, code } = details;
  const userId = details.userId ?? (response.ok ? await userFromAnswer(response) : undefined);
  logger.info(
    { event, outcome: response.ok ? 'ok' : 'failed', status: response.status, code, userId, ip },
    'auth event',
  );
}
