import { betterAuth } from 'better-auth';
import { and, eq, ne } from 'drizzle-orm';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { APIError, createAuthMiddleware } from 'better-auth/api';
import type { z } from 'zod';
import { TERMS_VERSION, loginSchema, signUpSchema } from '@/shared/schemas/auth';
import { trialEndDate } from '@/shared/domain/subscription-access';
import type { Database } from '../db/database';
import { authAccounts, authSessions, authVerifications, rateLimits, users } from '../db/schema';
import type { Env } from '../env';
import type { Logger } from './logger';
import type { Mailer } from './email/mailer';
import { passwordResetEmail, verificationEmail } from './email/templates';

/**
 * Private header carrying the socket address to Better Auth's rate limiter. The app overwrites
 * it on every request, so a client cannot choose its own bucket by sending it.
 */
export const CLIENT_IP_HEADER = 'x-coach-logbook-client-ip';

/** Origins allowed to make state-changing auth calls besides APP_URL: the Vite dev server. */
const DEV_ORIGINS = ['http://localhost:5173', 'http://127.0.0.1:5173'];

export interface AuthDeps {
  env: Env;
  db: Database;
  mailer: Mailer;
  logger: Logger;
  secret: string;
}

function validateBody(schema: z.ZodType, body: unknown) {
  const result = schema.safeParse(body);
  if (result.success) return;
  throw new APIError('BAD_REQUEST', {
    code: 'VALIDATION_FAILED',
    message: result.error.issues.map((issue) => issue.message).join(', '),
  });
}

export function createAuth({ env, db, mailer, logger, secret }: AuthDeps) {
  const adminEmails = new Set(env.ADMIN_EMAILS);
  const window = env.AUTH_RATE_LIMIT_WINDOW_S;
  const max = env.AUTH_RATE_LIMIT_MAX;

  return betterAuth({
    appName: 'Coach Logbook',
    baseURL: env.appUrl,
    basePath: '/api/auth',
    secret,
    trustedOrigins: env.NODE_ENV === 'production' ? [env.appUrl] : [env.appUrl, ...DEV_ORIGINS],
    database: drizzleAdapter(db, {
      provider: 'pg',
      schema: {
        user: users,
        session: authSessions,
        account: authAccounts,
        verification: authVerifications,
        rateLimit: rateLimits,
      },
    }),
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: true,
      minPasswordLength: 8,
      maxPasswordLength: 128,
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
      additionalFields: {
        role: { type: 'string', input: false, defaultValue: 'user' },
        subscriptionStatus: { type: 'string', input: false, defaultValue: 'trial' },
        subscriptionEndDate: { type: 'date', input: false, required: false },
        termsAcceptedAt: { type: 'date', input: false, required: false },
        termsVersion: { type: 'string', input: false, required: false },
      },
    },
    session: {
      expiresIn: 7 * 24 * 60 * 60,
      updateAge: 24 * 60 * 60,
      // No cookie cache: every request reads the session row, so revocation is immediate.
      cookieCache: { enabled: false },
    },
    rateLimit: {
      enabled: true,
      storage: 'database',
      window,
      max,
      customRules: {
        '/sign-in/email': { window, max },
        '/sign-up/email': { window, max },
        '/request-password-reset': { window, max },
        '/send-verification-email': { window, max },
      },
    },
    advanced: {
      database: { joins: true },
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      useSecureCookies: env.NODE_ENV === 'production',
    },
    hooks: {
      before: createAuthMiddleware(async (ctx) => {
        if (ctx.path === '/sign-up/email') validateBody(signUpSchema, ctx.body);
        if (ctx.path === '/sign-in/email') validateBody(loginSchema, ctx.body);
      }),
    },
    databaseHooks: {
      session: {
        create: {
          // An account added to ADMIN_EMAILS after it was created becomes an admin at its next sign-in.
          before: async (session) => {
            const [user] = await db.select({ email: users.email }).from(users).where(eq(users.id, session.userId));
            if (user && adminEmails.has(user.email.toLowerCase())) {
              await db
                .update(users)
                .set({ role: 'admin' })
                .where(and(eq(users.id, session.userId), ne(users.role, 'admin')));
            }
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
