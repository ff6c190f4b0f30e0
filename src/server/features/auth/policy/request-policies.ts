import { APIError } from 'better-auth/api';
import { resetRequestSchema, signUpSchema } from '@/shared/schemas/auth';
import { loginSchema } from '@/shared/schemas/sign-in';
import { backupCodeSchema, passwordConfirmationSchema, totpCodeSchema } from '@/shared/schemas/two-factor';
import type { ErrorCode } from '@/shared/errors';
import type { Database } from '../../../db/database';
import { CAPTCHA_MESSAGES, type Captcha } from '../captcha/captcha';
import { limitSignInPerAccount } from './account-limits';
import { validateBody, type BodySchema } from './body-rules';
import { deleteUserSchema, newPasswordBodySchema, refuseGuessablePassword } from './password-rules';
import type { authRateLimitRules } from './rate-limit-rules';

/** The part of Better Auth's hook context a policy reads. */
export interface PolicyRequest {
  path: string;
  body: unknown;
}

/** One check a request must pass before Better Auth handles it; it throws an APIError to refuse. */
type RequestPolicy = (request: PolicyRequest) => void | Promise<void>;

export interface PolicyDeps {
  db: Database;
  captcha: Captcha;
  rules: ReturnType<typeof authRateLimitRules>;
}

const body =
  (schema: BodySchema): RequestPolicy =>
  (request) =>
    validateBody(schema, request.body);

const guessablePassword =
  (field: 'password' | 'newPassword'): RequestPolicy =>
  (request) =>
    refuseGuessablePassword(request.body, field);

/**
 * The policies of each Better Auth endpoint, in the order they run: the form's schema first, so that
 * a typo costs no captcha solution and no attempt; then the password rules; then the captcha; then
 * the limits. An endpoint absent from the table has no policy of ours.
 */
export function requestPolicies({ db, captcha, rules }: PolicyDeps): Record<string, RequestPolicy[]> {
  /**
   * Spends the request's captcha solution (the widget's payload in the body's `captcha` field), on
   * the requests that anyone can make to create something or send an e-mail.
   */
  const captchaSolved: RequestPolicy = async (request) => {
    if (!captcha.enabled) return;
    const result = await captcha.check((request.body as { captcha?: unknown } | undefined)?.captcha);
    if (result.ok) return;
    throw new APIError('BAD_REQUEST', {
      code: 'CAPTCHA_FAILED' satisfies ErrorCode,
      message: CAPTCHA_MESSAGES[result.reason],
    });
  };
  const passwordConfirmation = body(passwordConfirmationSchema);
  return {
    '/sign-up/email': [body(signUpSchema), guessablePassword('password'), captchaSolved],
    '/sign-in/email': [body(loginSchema), (request) => limitSignInPerAccount(db, request.body, rules.signIn)],
    '/change-password': [body(newPasswordBodySchema), guessablePassword('newPassword')],
    '/reset-password': [body(newPasswordBodySchema), guessablePassword('newPassword')],
    '/request-password-reset': [body(resetRequestSchema), captchaSolved],
    '/delete-user': [body(deleteUserSchema)],
    // Turning two-factor on or off, or replacing the backup codes, asks for the password again.
    '/two-factor/enable': [passwordConfirmation],
    '/two-factor/disable': [passwordConfirmation],
    '/two-factor/generate-backup-codes': [passwordConfirmation],
    '/two-factor/verify-totp': [body(totpCodeSchema)],
    '/two-factor/verify-backup-code': [body(backupCodeSchema)],
  };
}

/** Runs the request's policies, one after the other (each may throw). */
export async function applyRequestPolicies(table: Record<string, RequestPolicy[]>, request: PolicyRequest) {
  for (const policy of table[request.path] ?? []) await policy(request);
}
