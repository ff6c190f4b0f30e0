import { APIError, getSessionFromCtx } from 'better-auth/api';
import { resetRequestSchema, signUpRequestSchema } from '@/shared/schemas/auth';
import { loginSchema } from '@/shared/schemas/sign-in';
import { backupCodeSchema, passwordConfirmationSchema, totpCodeSchema } from '@/shared/schemas/two-factor';
import type { ErrorCode } from '@/shared/errors';
import type { Database } from '../../../db/database';
import { CAPTCHA_MESSAGES, type Captcha } from '../captcha/captcha';
import { accountLocked, isAccountLocked, limitPasswordChecks } from './account-limits';
import { validateBody, type BodySchema } from './body-rules';
import { browserPassOf, isKnownBrowser } from './known-browser';
import { deleteUserSchema, newPasswordBodySchema, refuseGuessablePassword } from './password-rules';
import type { authRateLimitRules } from './rate-limit-rules';
import { credentialHash, twoFactorChallengeUserInHook } from '../better-auth-internals';
import {
  linkedAccount,
  markAddressConfirmed,
  readConfirmationToken,
  type ConfirmationProblem,
} from './address-confirmation';
import type { ConfirmationMails } from './confirmation-mail';
import { spendTotpCode } from './one-time-codes';
import type { UnlockLinks } from './unlock-links';
import { removeExpiredUnverifiedAccounts, waitingAccount } from './unverified-accounts';

/** Better Auth's hook context: the request's path, body and cookies, and Better Auth's context. */
export type AuthHookContext = Parameters<typeof getSessionFromCtx>[0];

/** One check a request must pass before Better Auth handles it; it throws an APIError to refuse. */
type RequestPolicy = (ctx: AuthHookContext) => void | Promise<void>;

export interface PolicyDeps {
  db: Database;
  captcha: Captcha;
  rules: ReturnType<typeof authRateLimitRules>;
  /** How long a verification link lives, in seconds: an unverified account lives no longer. */
  verificationLifetimeS: number;
  mails: ConfirmationMails;
  unlock: UnlockLinks;
}

const body =
  (schema: BodySchema): RequestPolicy =>
  (ctx) =>
    validateBody(schema, ctx.body);

const guessablePassword =
  (field: 'password' | 'newPassword'): RequestPolicy =>
  (ctx) =>
    refuseGuessablePassword(ctx.body, field);

const emailOf = (ctx: AuthHookContext) => (ctx.body as { email: string }).email;

const LINK_PROBLEMS: Record<ConfirmationProblem, { code: string; message: string }> = {
  expired: { code: 'TOKEN_EXPIRED', message: 'The verification link has expired. Please request a new one.' },
  invalid: {
    code: 'INVALID_TOKEN',
    message: 'The verification link is invalid or not found. Please check the link or request a new one.',
  },
};
const linkRefused = (problem: ConfirmationProblem) => new APIError('BAD_REQUEST', LINK_PROBLEMS[problem]);

/**
 * The policies of each Better Auth endpoint, in the order they run: the form's schema first, so that
 * a typo costs no captcha solution and no attempt; then the password rules; then the captcha; then
 * the limits; last, what changes data. An endpoint absent from the table has no policy of ours.
 */
export function requestPolicies({ db, captcha, rules, verificationLifetimeS, mails, unlock }: PolicyDeps) {
  /**
   * Spends the request's captcha solution (the widget's payload in the body's `captcha` field), on
   * the requests that anyone can make to create something or send an e-mail.
   */
  const captchaSolved: RequestPolicy = async (ctx) => {
    if (!captcha.enabled) return;
    const result = await captcha.check((ctx.body as { captcha?: unknown } | undefined)?.captcha);
    if (result.ok) return;
    throw new APIError('BAD_REQUEST', {
      code: 'CAPTCHA_FAILED' satisfies ErrorCode,
      message: CAPTCHA_MESSAGES[result.reason],
    });
  };
  /**
   * Strangers' failures lock an account for everyone but its known browsers; a sign-in refused by
   * the lock e-mails the owner a link that lets their browser in (unlock-links.ts).
   */
  const signInLock: RequestPolicy = async (ctx) => {
    const email = emailOf(ctx);
    if (!(await isAccountLocked(db, email, rules.signIn))) return;
    const pass = await browserPassOf(ctx);
    if (pass && (await isKnownBrowser(db, pass.token, email))) return;
    await unlock.send(email);
    throw accountLocked();
  };
  /** Counted per account whatever the outcome, as /api/reauthenticate counts. */
  const passwordCheckLimit: RequestPolicy = async (ctx) => {
    const session = await getSessionFromCtx(ctx);
    if (session) await limitPasswordChecks(db, session.user.email, rules.signIn);
  };
  /**
   * A sign-up of an address whose account waits for confirmation changes nothing in that account
   * (Better Auth then answers as for any existing address). The same password gets a fresh link,
   * as a sign-in would; another password gets a notice with the ways on, never a link of its own.
   */
  const waitingAccounts: RequestPolicy = async (ctx) => {
    await removeExpiredUnverifiedAccounts(db, verificationLifetimeS);
    const account = await waitingAccount(db, emailOf(ctx));
    if (!account) return;
    const hash = await credentialHash(db, account.id);
    const { password } = ctx.body as { password: string };
    if (hash && (await ctx.context.password.verify({ hash, password }))) await mails.sendLink(account);
    else await mails.sendWaitingNotice(account.email);
  };
  /**
   * A sign-in that carries a confirmation link confirms the address first, when the link is still
   * good for its account and the password is the one it was sent for; a wrong password confirms
   * nothing and fails as any sign-in does (and counts as a failure).
   */
  const confirmAddress: RequestPolicy = async (ctx) => {
    const { email, password, confirmation } = ctx.body as { email: string; password: string; confirmation?: string };
    if (confirmation === undefined) return;
    const read = await readConfirmationToken(ctx.context.secret, confirmation);
    if (!read.ok) throw linkRefused(read.problem);
    if (read.link.email !== email.trim().toLowerCase()) throw linkRefused('invalid');
    const account = await linkedAccount(db, ctx.context.secret, read.link);
    if (account.state === 'gone') throw linkRefused('invalid');
    if (account.state === 'confirmed') return;
    if (await ctx.context.password.verify({ hash: account.passwordHash, password })) {
      await markAddressConfirmed(db, account.userId);
    }
  };
  /** The account a code is for: the signed-in one (turning two-factor on) or the sign-in's challenge. */
  const codeOnce: RequestPolicy = async (ctx) => {
    const session = await getSessionFromCtx(ctx);
    const userId = session?.user.id ?? (await twoFactorChallengeUserInHook(ctx));
    if (userId) await spendTotpCode(db, userId, (ctx.body as { code: string }).code);
  };
  const passwordConfirmation = body(passwordConfirmationSchema);
  const table: Record<string, RequestPolicy[]> = {
    '/sign-up/email': [body(signUpRequestSchema), guessablePassword('password'), captchaSolved, waitingAccounts],
    '/sign-in/email': [body(loginSchema), signInLock, confirmAddress],
    '/change-password': [body(newPasswordBodySchema), guessablePassword('newPassword'), passwordCheckLimit],
    '/reset-password': [body(newPasswordBodySchema), guessablePassword('newPassword')],
    '/request-password-reset': [body(resetRequestSchema), captchaSolved],
    '/delete-user': [body(deleteUserSchema), passwordCheckLimit],
    // Turning two-factor on or off, or replacing the backup codes, asks for the password again.
    '/two-factor/enable': [passwordConfirmation, passwordCheckLimit],
    '/two-factor/disable': [passwordConfirmation, passwordCheckLimit],
    '/two-factor/generate-backup-codes': [passwordConfirmation, passwordCheckLimit],
    '/two-factor/verify-totp': [body(totpCodeSchema), codeOnce],
    '/two-factor/verify-backup-code': [body(backupCodeSchema)],
  };
  return table;
}

/** Runs the request's policies, one after the other (each may throw). */
export async function applyRequestPolicies(table: Record<string, RequestPolicy[]>, ctx: AuthHookContext) {
  for (const policy of table[ctx.path] ?? []) await policy(ctx);
}
