import { isIP } from 'node:net';
import { betterAuth } from 'better-auth';
import { twoFactor } from 'better-auth/plugins';
import { eq } from 'drizzle-orm';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { createAuthMiddleware } from 'better-auth/api';
import type { Database } from '../../db/database';
import { authAccounts, authSessions, authTwoFactors, authVerifications, rateLimits, users } from '../../db/schema';
import type { Env } from '../../env';
import type { Logger } from '../../lib/logger';
import type { Mailer } from '../../lib/email/mailer';
import { existingAccountEmail, passwordResetEmail } from '../../lib/email/templates';
import { trustedOrigins } from '../../lib/security/trusted-origins';
import type { Captcha } from './captcha/captcha';
import type { PasswordHashing } from './passwords/password-hashing';
import { beforeAccountDeletion } from './policy/account-deletion';
import { markAddressConfirmed } from './policy/address-confirmation';
import { forgetTrustedBrowsers, forgetTrustedBrowsersAfter } from './policy/browser-trust';
import { confirmationMails } from './policy/confirmation-mail';
import { unlockLinks } from './policy/unlock-links';
import { newAccountFields } from './policy/new-account';
import { authRateLimitRules } from './policy/rate-limit-rules';
import { applyRequestPolicies, requestPolicies } from './policy/request-policies';
import { applyAddressRoles } from './policy/roles';
import { recordSignInOutcome } from './policy/sign-in-outcome';
import { SESSION_LISTING_PATHS, hashedSessionTokens } from './sessions/hashed-session-adapter';
import { endReplacedSession } from './sessions/replaced-session';
import { checkSession } from './sessions/session-check';
import { verificationIdentifierStorage } from './better-auth-internals';
import { USER_FIELDS } from './user-fields';

/**
 * Private header carrying the client's address (the socket's peer, or what a trusted proxy
 * forwarded: lib/security/client-address.ts) to Better Auth's rate limiter. The app overwrites it
 * on every request, so a client cannot choose its own bucket by sending it.
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
  /** `passwordHashing` of passwords/password-hashing.ts, except in the tests' app. */
  passwordHashing: PasswordHashing;
}

/**
 * Better Auth endpoints the app does not use, so nobody can use them either: each would be one more
 * way to check a password, change the profile outside its schema, or send a link from an address
 * alone. The session-listing ones would hand session references to the browser.
 */
const DISABLED_PATHS = [
  ...SESSION_LISTING_PATHS,
  '/update-user',
  '/change-email',
  '/verify-password',
  '/send-verification-email',
  // A link alone confirms nothing: it is used with its password at a sign-in (ADR 038).
  '/verify-email',
  '/list-accounts',
  '/account-info',
  '/unlink-account',
  '/link-social',
  '/sign-in/social',
  '/refresh-token',
  '/get-access-token',
  '/delete-user/callback',
  '/update-session',
  '/two-factor/get-totp-uri',
  '/two-factor/send-otp',
  '/two-factor/verify-otp',
];

/**
 * Better Auth as the app configures it. Each rule it applies is a policy file of its own (policy/),
 * wired in here through Better Auth's options and hooks.
 */
function configureBetterAuth({ env, db, mailer, logger, secret, billing, captcha, passwordHashing }: AuthDeps) {
  const adminEmails = new Set(env.ADMIN_EMAILS);
  const rules = authRateLimitRules(env);
  const verificationLifetimeS = 24 * 60 * 60;
  const mails = confirmationMails({ db, mailer, secret, appUrl: env.appUrl, lifetimeS: verificationLifetimeS });
  const unlock = unlockLinks({ db, mailer, appUrl: env.appUrl });
  const policies = requestPolicies({ db, captcha, rules, verificationLifetimeS, mails, unlock });

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
    verification: { storeIdentifier: verificationIdentifierStorage },
    disabledPaths: DISABLED_PATHS,
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: true,
      minPasswordLength: 8,
      maxPasswordLength: 128,
      // Better Auth's format, computed on low-priority threads (see passwords/password-hashing.ts).
      password: passwordHashing,
      resetPasswordTokenExpiresIn: 60 * 60,
      revokeSessionsOnPasswordReset: true,
      // The reset link was mailed to the address and its holder chose the password: both proofs a
      // confirmation link asks for, so an account still waiting for confirmation is confirmed too.
      onPasswordReset: async ({ user }) => {
        await markAddressConfirmed(db, user.id);
        await forgetTrustedBrowsers(db, user.id);
      },
      sendResetPassword: async ({ user, token }) => {
        await mailer.send(passwordResetEmail(user.email, `${env.appUrl}/reset-password?token=${token}&type=recovery`));
      },
      // The sign-up screen answers as for a new address; the address's owner hears of it by e-mail.
      onExistingUserSignUp: async ({ user }) => {
        if (!user.emailVerified) return;
        await mailer.send(
          existingAccountEmail(user.email, {
            signInUrl: `${env.appUrl}/login`,
            resetUrl: `${env.appUrl}/reset-password`,
          }),
        );
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      // A new link goes only to whoever proves the password (a sign-in of the unverified account),
      // never to an address alone: /send-verification-email is disabled.
      sendOnSignIn: true,
      expiresIn: verificationLifetimeS,
      sendVerificationEmail: async ({ user }) => {
        await mails.sendLink(user);
      },
      // Roles and invitations follow the address, so they wait until its owner has proved it: the
      // first sign-in of a confirmed account applies them (databaseHooks.session below).
    },
    user: {
      deleteUser: {
        enabled: true,
        beforeDelete: (user) => beforeAccountDeletion({ db, billing, logger }, user),
      },
      additionalFields: USER_FIELDS,
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
      before: createAuthMiddleware(async (ctx) => applyRequestPolicies(policies, ctx)),
      after: createAuthMiddleware(async (ctx) => {
        await recordSignInOutcome(ctx, { db, env, rule: rules.signIn });
        await endReplacedSession(ctx);
        await forgetTrustedBrowsersAfter(ctx, db);
      }),
    },
    databaseHooks: {
      session: {
        create: {
          // An address added to ADMIN_EMAILS after its account was created makes an admin at the next
          // verified sign-in, and an invitation sent to someone who already has an account is accepted then.
          before: async (session, context) => {
            const [user] = await db
              .update(users)
              .set({ lastSignInAt: new Date() })
              .where(eq(users.id, session.userId))
              .returning({ email: users.email, emailVerified: users.emailVerified });
            if (user?.emailVerified) {
              await applyAddressRoles(db, adminEmails, { userId: session.userId, email: user.email });
            }
            // The devices list shows the client's own address; Better Auth would store an IPv6 one
            // cut to its /64 network (what its rate limiter counts by) and written out in full.
            const address = context?.headers?.get(CLIENT_IP_HEADER);
            return address && isIP(address) ? { data: { ...session, ipAddress: address } } : undefined;
          },
          after: async (session) => {
            await billing.afterSignIn(session.userId);
          },
        },
      },
      user: {
        create: {
          // No role or invitation here: the address is not verified yet (roles.ts applies them).
          before: async (user) => ({ data: { ...user, ...newAccountFields(env.TRIAL_DAYS) } }),
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

export type BetterAuthInstance = ReturnType<typeof configureBetterAuth>;

/** Better Auth, with the session check every feature's `requireUser` asks. */
export function createAuth(deps: AuthDeps) {
  const auth = configureBetterAuth(deps);
  return Object.assign(auth, {
    checkSession: (headers: Headers) => checkSession(auth, deps.db, headers),
  });
}

export type Auth = ReturnType<typeof createAuth>;
