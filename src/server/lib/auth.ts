import { betterAuth } from 'better-auth';
import { twoFactor } from 'better-auth/plugins';
import { and, eq, ne } from 'drizzle-orm';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { APIError, createAuthMiddleware } from 'better-auth/api';
import { z } from 'zod';
import { TERMS_VERSION, newPasswordField, resetRequestSchema, signUpSchema } from '@/shared/schemas/auth';
import { loginSchema } from '@/shared/schemas/sign-in';
import { backupCodeSchema, passwordConfirmationSchema, totpCodeSchema } from '@/shared/schemas/two-factor';
import { trialEndDate } from '@/shared/domain/subscription-access';
import type { ErrorCode } from '@/shared/errors';
import type { Database } from '../db/database';
import { authAccounts, authSessions, authTwoFactors, authVerifications, rateLimits, users } from '../db/schema';
import type { Env } from '../env';
import type { Logger } from './logger';
import type { Mailer } from './email/mailer';
import { takeEmailAttempt } from './security/rate-limit-attempts';
import { SESSION_LISTING_PATHS, hashedSessionTokens } from './auth-extras/hashed-session-adapter';
import { CAPTCHA_MESSAGES, type Captcha } from './captcha/captcha';
import { authRateLimitRules } from './auth-extras/rate-limit-rules';
import { endReplacedSession } from './auth-extras/replaced-session';
import { passwordResetEmail, verificationEmail } from './email/templates';
import { COMMON_PASSWORD_MESSAGE, isGuessablePassword } from './security/common-passwords';
import type { PasswordHashing } from './security/password-hashing';
import { trustedOrigins } from './security/trusted-origins';
import { acceptPendingInvitation } from '../features/invitations/invitation-acceptance.service';
import { removeUser } from '../features/users/user-removal.service';

/**
 * Private header carrying the socket address to Better Auth's rate limiter. The app overwrites
 * it on every request, so a client cannot choose its own bucket by sending it.
 */
export const CLIENT_IP_HEADER = 'x-coach-logbook-client-ip';

/** What billing does around auth events; passed in so that auth does not depend on a feature. */
export interface AuthBillingHooks {
  /** Verifies the coach's subscription and records it (spec: a verification at each sign-in). */
  afterSignIn(userId: string): Promise<void>;
  /** Cancels a paid subscription; throwing stops the deletion. */
  beforeDeleteUser(userId: string): Promise<void>;
}

export interface AuthDeps {
  env: Env;
  db: Database;
  mailer: Mailer;
  logger: Logger;
  secret: string;
  billing: AuthBillingHooks;
  captcha: Captcha;
  /** `passwordHashing` of security/password-hashing.ts, except in the tests' app. */
  passwordHashing: PasswordHashing;
}

const changePasswordSchema = z.object({ newPassword: newPasswordField });
const resetPasswordSchema = z.object({ newPassword: newPasswordField });
/** Better Auth would accept a "fresh" session instead; we always ask for the password. */
const deleteUserSchema = z.object({
  password: z.string({ message: 'Please enter your password' }).min(1, { message: 'Please enter your password' }),
});

/** Any zod schema, full or "mini" (the sign-in schema is the latter, to keep /login light). */
interface BodySchema {
  safeParse(body: unknown): { success: boolean; error?: { issues: { message: string }[] } };
}

function validateBody(schema: BodySchema, body: unknown) {
  const result = schema.safeParse(body);
  if (result.success || !result.error) return;
  throw new APIError('BAD_REQUEST', {
    code: 'VALIDATION_FAILED',
    message: result.error.issues.map((issue) => issue.message).join(', '),
  });
}

/** Turning two-factor on or off, or replacing the backup codes, asks for the password again. */
const TWO_FACTOR_PASSWORD_PATHS = new Set([
  '/two-factor/enable',
  '/two-factor/disable',
  '/two-factor/generate-backup-codes',
]);

/** Requests that anyone can make to create something or send an e-mail: a captcha guards them. */
const CAPTCHA_PATHS = new Set(['/sign-up/email', '/request-password-reset']);

/**
 * Spends the request's captcha solution (the widget's payload in the body's `captcha` field).
 * Runs after the body checks, so a typo in the form does not cost the person a new proof of work.
 */
async function requireCaptcha(captcha: Captcha, body: unknown) {
  const result = await captcha.check((body as { captcha?: unknown } | undefined)?.captcha);
  if (result.ok) return;
  throw new APIError('BAD_REQUEST', {
    code: 'CAPTCHA_FAILED' satisfies ErrorCode,
    message: CAPTCHA_MESSAGES[result.reason],
  });
}

/** The password a request chooses, on the paths that choose one (bodies already validated). */
function choosingPassword(path: string, body: unknown): string | undefined {
  if (path === '/sign-up/email') return (body as { password: string }).password;
  if (path === '/change-password' || path === '/reset-password') return (body as { newPassword: string }).newPassword;
  return undefined;
}

export function createAuth({ env, db, mailer, logger, secret, billing, captcha, passwordHashing }: AuthDeps) {
  const adminEmails = new Set(env.ADMIN_EMAILS);
  const rules = authRateLimitRules(env);

  return betterAuth({
    appName: 'Coach Logbook',
    baseURL: env.appUrl,
    basePath: '/api/auth',
    secret,
    trustedOrigins: trustedOrigins(env),
    // Session tokens and verification identifiers are stored as SHA-256 hashes: a copy of the
    // database opens no session and completes no reset (ADR 017).
    database: hashedSessionTokens(
      drizzleAdapter(db, {
        provider: 'pg',
        schema: {
          user: users,
          session: authSessions,
          account: authAccounts,
          verification: authVerifications,
          rateLimit: rateLimits,
          twoFactor: authTwoFactors,
        },
      }),
    ),
    verification: { storeIdentifier: 'hashed' },
    disabledPaths: SESSION_LISTING_PATHS,
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: true,
      minPasswordLength: 8,
      maxPasswordLength: 128,
      // Better Auth's format, computed on low-priority threads (see security/password-hashing.ts).
      password: passwordHashing,
      resetPasswordTokenExpiresIn: 60 * 60,
      revokeSessionsOnPasswordReset: true,
      sendResetPassword: async ({ user, token }) => {
        await mailer.send(passwordResetEmail(user.email, `${env.appUrl}/reset-password?token=${token}&type=recovery`));
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      expiresIn: 24 * 60 * 60,
      sendVerificationEmail: async ({ user, token }) => {
        await mailer.send(verificationEmail(user.email, `${env.appUrl}/verify?token=${token}&type=signup`));
      },
    },
    user: {
      deleteUser: {
        enabled: true,
        beforeDelete: async (user) => {
          try {
            await billing.beforeDeleteUser(user.id);
          } catch (error) {
            logger.error({ err: error, userId: user.id }, 'subscription cancellation before deletion failed');
            throw new APIError('SERVICE_UNAVAILABLE', {
              code: 'BILLING_UNAVAILABLE' satisfies ErrorCode,
              message: 'Your subscription could not be cancelled, so your account was not deleted. Please try again.',
            });
          }
          // Removes every row of the user in one transaction (the same removal as the back-office);
          // Better Auth's own delete that follows then finds nothing left.
          await removeUser(db, user);
        },
      },
      additionalFields: {
        role: { type: 'string', input: false, defaultValue: 'user' },
        subscriptionStatus: { type: 'string', input: false, defaultValue: 'trial' },
        subscriptionEndDate: { type: 'date', input: false, required: false },
        termsAcceptedAt: { type: 'date', input: false, required: false },
        termsVersion: { type: 'string', input: false, required: false },
        username: { type: 'string', input: false, required: false },
        displayName: { type: 'string', input: false, required: false },
        freeAccount: { type: 'boolean', input: false, defaultValue: false },
        subscriptionStartDate: { type: 'date', input: false, required: false },
        // Not in Better Auth's answers (ASVS 15.3.1): billing reads them from the database.
        stripeCustomerId: { type: 'string', input: false, required: false, returned: false },
        stripeSubscriptionId: { type: 'string', input: false, required: false, returned: false },
      },
    },
    session: {
      expiresIn: 7 * 24 * 60 * 60,
      // Refreshed at most hourly, so a session lives 7 days from its last use give or take an hour.
      updateAge: 60 * 60,
      // No cookie cache: every request reads the session row, so revocation is immediate.
      cookieCache: { enabled: false },
    },
    rateLimit: {
      enabled: true,
      storage: 'database',
      window: rules.signIn.window,
      max: rules.signIn.max,
      customRules: rules.byPath,
    },
    plugins: [
      twoFactor({
        issuer: 'Coach Logbook',
        backupCodeOptions: { amount: 10, length: 10 },
      }),
    ],
    advanced: {
      database: { joins: true },
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      useSecureCookies: env.NODE_ENV === 'production' || env.appUrl.startsWith('https://'),
    },
    hooks: {
      before: createAuthMiddleware(async (ctx) => {
        if (ctx.path === '/sign-up/email') validateBody(signUpSchema, ctx.body);
        if (ctx.path === '/change-password') validateBody(changePasswordSchema, ctx.body);
        if (ctx.path === '/reset-password') validateBody(resetPasswordSchema, ctx.body);
        const chosenPassword = choosingPassword(ctx.path, ctx.body);
        if (chosenPassword !== undefined && isGuessablePassword(chosenPassword)) {
          throw new APIError('BAD_REQUEST', { code: 'VALIDATION_FAILED', message: COMMON_PASSWORD_MESSAGE });
        }
        if (ctx.path === '/request-password-reset') validateBody(resetRequestSchema, ctx.body);
        if (captcha.enabled && CAPTCHA_PATHS.has(ctx.path)) await requireCaptcha(captcha, ctx.body);
        if (ctx.path === '/delete-user') validateBody(deleteUserSchema, ctx.body);
        if (TWO_FACTOR_PASSWORD_PATHS.has(ctx.path)) validateBody(passwordConfirmationSchema, ctx.body);
        if (ctx.path === '/two-factor/verify-totp') validateBody(totpCodeSchema, ctx.body);
        if (ctx.path === '/two-factor/verify-backup-code') validateBody(backupCodeSchema, ctx.body);
        if (ctx.path === '/sign-in/email') {
          validateBody(loginSchema, ctx.body);
          // Better Auth limits per address; this adds the per-account limit against spraying one
          // account from many addresses.
          const { email } = ctx.body as { email: string };
          if (!(await takeEmailAttempt(db, 'sign-in-email', email, rules.signIn))) {
            throw new APIError('TOO_MANY_REQUESTS', { code: 'RATE_LIMITED', message: 'Too many sign-in attempts' });
          }
        }
      }),
      after: createAuthMiddleware(async (ctx) => endReplacedSession(ctx)),
    },
    databaseHooks: {
      session: {
        create: {
          // An account added to ADMIN_EMAILS after it was created becomes an admin at its next sign-in.
          before: async (session) => {
            const [user] = await db
              .update(users)
              .set({ lastSignInAt: new Date() })
              .where(eq(users.id, session.userId))
              .returning({ email: users.email });
            if (!user) return;
            const protectedAdmin = adminEmails.has(user.email.toLowerCase());
            if (protectedAdmin) {
              await db
                .update(users)
                .set({ role: 'admin' })
                .where(and(eq(users.id, session.userId), ne(users.role, 'admin')));
            }
            // An invitation sent to someone who already has an account is accepted at sign-in.
            await acceptPendingInvitation(db, { userId: session.userId, email: user.email, protectedAdmin });
          },
          after: async (session) => {
            await billing.afterSignIn(session.userId);
          },
        },
      },
      user: {
        create: {
          before: async (user) => {
            const now = new Date();
            return {
              data: {
                ...user,
                role: adminEmails.has(user.email.toLowerCase()) ? 'admin' : 'user',
                subscriptionStatus: 'trial',
                subscriptionEndDate: trialEndDate(now, env.TRIAL_DAYS),
                termsAcceptedAt: now,
                termsVersion: TERMS_VERSION,
              },
            };
          },
          after: async (user) => {
            await acceptPendingInvitation(db, {
              userId: user.id,
              email: user.email,
              protectedAdmin: adminEmails.has(user.email.toLowerCase()),
            });
          },
        },
      },
    },
    logger: {
      log: (level, message, ...args) => {
        logger[level]({ source: 'better-auth', details: args.length ? args : undefined }, message);
      },
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;
