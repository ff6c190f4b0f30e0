import os from 'node:os';
import { z } from 'zod';
import { isLoopbackHost, plainDatabaseConnection, plainJiraConnection, plainMailConnection } from './env-connections';
import {
  optionalText,
  optionalUrl,
  urlWithoutCredentials,
  optionalEmail,
  emailList,
  addressRanges,
  dataDirSetting,
  databaseUrlSetting,
  wholeNumber,
} from './env-values';

/**
 * The only reader of process.env. Every setting the product knows is declared here, validated
 * once at start-up, and handed to the rest of the server as a typed object.
 */

const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: wholeNumber(0, 65535).default(3000),
    // The loopback by default: only this machine can connect until HOST says otherwise.
    HOST: z.string().trim().min(1).default('127.0.0.1'),
    APP_URL: optionalUrl,
    DATA_DIR: dataDirSetting,
    DATABASE_URL: databaseUrlSetting,
    AUTH_SECRET: z.string().min(32, { message: 'must be at least 32 characters' }).optional(),
    SMTP_URL: z
      .string()
      .regex(/^smtps?:\/\/[^/]+/, { message: 'must look like smtp://host:port or smtps://user:pass@host:465' })
      .optional(),
    MAIL_FROM: z.string().trim().min(3).default('Coach Logbook <no-reply@coach-logbook.local>'),
    ADMIN_EMAILS: emailList,
    TRIAL_DAYS: wholeNumber(0, 365).default(14),
    BILLING: z.enum(['stripe', 'demo']).optional(),
    STRIPE_SECRET_KEY: optionalText,
    STRIPE_WEBHOOK_SECRET: optionalText,
    STRIPE_PRICE_ID: optionalText,
    JIRA_BASE_URL: urlWithoutCredentials,
    JIRA_EMAIL: optionalEmail,
    JIRA_API_TOKEN: optionalText,
    JIRA_PROJECT_KEY: optionalText,
    COMMUNITY_URL: optionalUrl,
    /** Set by `npm run dev` only: the Vite dev server, whose origin is then trusted too. */
    DEV_SERVER_URL: optionalUrl,
    SUPPORT_EMAIL: optionalEmail,
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    AUTH_RATE_LIMIT_MAX: wholeNumber(1, 100000).default(5),
    AUTH_RATE_LIMIT_WINDOW_S: wholeNumber(1, 86400).default(60),
    CAPTCHA: z.enum(['on', 'off']).default('on'),
    WEB_CONCURRENCY: wholeNumber(1, 64).optional(),
    WORKER_THREADS: wholeNumber(1, 16).default(1),
    TRUSTED_PROXIES: addressRanges,
    /** Each worker thread's heap: a task that needs more stops its thread only (ADR 033). */
    WORKER_HEAP_MB: wholeNumber(64, 4096).default(384),
  })
  .superRefine((env, ctx) => {
    // Jira needs all four settings; a partial set would leave tickets queued for ever.
    const jira = ['JIRA_BASE_URL', 'JIRA_EMAIL', 'JIRA_API_TOKEN', 'JIRA_PROJECT_KEY'] as const;
    const missing = jira.filter((name) => !env[name]);
    if (missing.length > 0 && missing.length < jira.length) {
      ctx.addIssue({
        code: 'custom',
        path: [missing[0]!],
        message: `is required when any of ${jira.join(', ')} is set (set all four or none)`,
      });
    }
    // Stripe needs all three settings; some but not all is a mistake worth stopping for.
    const stripeSettings = ['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET', 'STRIPE_PRICE_ID'] as const;
    const stripeSet = stripeSettings.filter((name) => env[name] !== undefined);
    if (stripeSet.length > 0 && stripeSet.length < stripeSettings.length) {
      for (const name of stripeSettings.filter((item) => env[item] === undefined)) {
        ctx.addIssue({ code: 'custom', path: [name], message: `is required when ${stripeSet.join(' and ')} is set` });
      }
    }
    if (env.BILLING === 'stripe' && stripeSet.length === 0) {
      ctx.addIssue({
        code: 'custom',
        path: ['BILLING'],
        message: 'is stripe, so STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET and STRIPE_PRICE_ID are required',
      });
    }
    // PGlite is one process by design: its data folder is locked by the process that opens it.
    if (!env.DATABASE_URL && env.WEB_CONCURRENCY !== undefined && env.WEB_CONCURRENCY > 1) {
      ctx.addIssue({
        code: 'custom',
        path: ['WEB_CONCURRENCY'],
        message: 'must be 1 with the built-in database (PGlite); set DATABASE_URL to run more server processes',
      });
    }
    // NODE_ENV is not enough: `npm start` leaves it at development, and that is what people deploy.
    // A server other machines can reach is treated as production whatever NODE_ENV says.
    const where = deployedBecause(env);
    if (!where) return;
    if (stripeSet.length === 0 && env.BILLING !== 'demo') {
      ctx.addIssue({
        code: 'custom',
        path: ['BILLING'],
        message: `demo billing refuses to run ${where}: set the Stripe settings, or BILLING=demo on purpose`,
      });
    }
    if (!env.AUTH_SECRET) {
      ctx.addIssue({ code: 'custom', path: ['AUTH_SECRET'], message: `is required ${where}` });
    }
    if (!env.SMTP_URL) {
      ctx.addIssue({ code: 'custom', path: ['SMTP_URL'], message: `is required ${where}` });
    }
    const plain = {
      DATABASE_URL: env.DATABASE_URL && plainDatabaseConnection(env.DATABASE_URL),
      SMTP_URL: env.SMTP_URL && plainMailConnection(env.SMTP_URL),
      JIRA_BASE_URL: env.JIRA_BASE_URL && plainJiraConnection(env.JIRA_BASE_URL),
    };
    for (const [name, message] of Object.entries(plain)) {
      if (message) ctx.addIssue({ code: 'custom', path: [name], message });
    }
  });

/**
 * Why the production rules apply, or null on a laptop: NODE_ENV=production, a HOST other machines
 * can reach, or an APP_URL that is not this machine (a reverse proxy on the same host in front of
 * a loopback HOST is a deployment too).
 */
function deployedBecause(env: { NODE_ENV: string; HOST: string; APP_URL?: string | undefined }) {
  if (env.NODE_ENV === 'production') return 'in production';
  if (!isLoopbackHost(env.HOST)) return `on an address other machines can reach (HOST=${env.HOST})`;
  const appUrl = env.APP_URL ? new URL(env.APP_URL) : null;
  // The origin only: a user name or password in APP_URL must not reach a log.
  if (appUrl && !isLoopbackHost(appUrl.hostname)) {
    return `behind an address other machines can reach (APP_URL=${appUrl.origin})`;
  }
  return null;
}

export type Env = z.infer<typeof envSchema> & {
  appUrl: string;
  /** NODE_ENV=production, or HOST or APP_URL reachable from other machines: the production rules apply. */
  deployed: boolean;
  /** Why they apply ('in production', 'on an address other machines can reach (HOST=…)', …), or null. */
  deployedBecause: string | null;
  /** Which billing provider runs: Stripe when its three settings are set (unless BILLING=demo). */
  billingProvider: 'stripe' | 'demo';
  /** Server processes `npm start` runs: WEB_CONCURRENCY, else 1 on PGlite and one per core on PostgreSQL. */
  webConcurrency: number;
};

export class EnvError extends Error {
  override name = 'EnvError';
}

/**
 * Settings whose value an error may repeat, a URL's user name and password masked. Any other
 * (DATABASE_URL, AUTH_SECRET, SMTP_URL, the Stripe keys, the Jira token) may hold a password or key:
 * its error names the setting and the problem only, because start-up errors end up in terminals, CI
 * logs and support tickets.
 */
const SHOWN_VALUES = new Set([
  'NODE_ENV',
  'PORT',
  'HOST',
  'APP_URL',
  'DATA_DIR',
  'TRIAL_DAYS',
  'BILLING',
  'LOG_LEVEL',
  'AUTH_RATE_LIMIT_MAX',
  'AUTH_RATE_LIMIT_WINDOW_S',
  'CAPTCHA',
  'JIRA_BASE_URL',
  'JIRA_PROJECT_KEY',
  'COMMUNITY_URL',
  'DEV_SERVER_URL',
  'WEB_CONCURRENCY',
  'WORKER_THREADS',
  'TRUSTED_PROXIES',
  'WORKER_HEAP_MB',
]);

/** A shown value as an error may repeat it: a URL's user name and password masked. */
function shownValue(value: string) {
  return value.replace(/^([^:/?#]+:\/\/)[^/?#]*@/, '$1[redacted]@');
}

/** Empty strings count as "not set", so a blank line in .env never becomes a bad value. */
function withoutBlanks(source: Record<string, string | undefined>) {
  return Object.fromEntries(Object.entries(source).filter(([, value]) => value !== undefined && value.trim() !== ''));
}

/** One line naming the first bad setting, its value only when it cannot be a secret. */
function settingError(error: z.ZodError, source: Record<string, string | undefined>) {
  const issue = error.issues[0]!;
  const name = String(issue.path[0] ?? 'environment');
  const value = source[name];
  const shown = value === undefined || !SHOWN_VALUES.has(name) ? '' : ` (got "${shownValue(value)}")`;
  return new EnvError(`Invalid setting ${name}${shown}: ${issue.message}`);
}

export function parseEnv(source: Record<string, string | undefined>): Env {
  const result = envSchema.safeParse(withoutBlanks(source));
  if (!result.success) throw settingError(result.error, source);
  const env = result.data;
  return {
    ...env,
    appUrl: (env.APP_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, ''),
    deployed: deployedBecause(env) !== null,
    deployedBecause: deployedBecause(env),
    billingProvider: env.STRIPE_SECRET_KEY && env.BILLING !== 'demo' ? 'stripe' : 'demo',
    webConcurrency: env.WEB_CONCURRENCY ?? (env.DATABASE_URL ? os.availableParallelism() : 1),
  };
}

export function loadEnv(): Env {
  return parseEnv(process.env);
}

const databaseSettingsSchema = z.object({ DATA_DIR: dataDirSetting, DATABASE_URL: databaseUrlSetting });
export type DatabaseSettings = z.infer<typeof databaseSettingsSchema>;

/**
 * Only the settings that say where the database is, for `npm run db:backup` and `db:restore`: an
 * operator backing up need not give the server's mail or billing settings.
 */
export function parseDatabaseSettings(source: Record<string, string | undefined>): DatabaseSettings {
  const result = databaseSettingsSchema.safeParse(withoutBlanks(source));
  if (!result.success) throw settingError(result.error, source);
  return result.data;
}

export function loadDatabaseSettings(): DatabaseSettings {
  return parseDatabaseSettings(process.env);
}

/** The environment for a tool this process runs (pg_dump, pg_restore): its own, plus `extra`. */
export function childEnvironment(extra: Record<string, string>): Record<string, string | undefined> {
  return { ...process.env, ...extra };
}

/** The secret parts of a setting: the whole value, and a URL's password on its own. */
function secretParts(value: string) {
  const parts = [value];
  try {
    const { password } = new URL(value);
    if (password) parts.push(password, decodeURIComponent(password));
  } catch {
    // Not a URL: the whole value is the secret.
  }
  return parts;
}

/**
 * A start-up failure's text without any secret setting's value in it: a driver's error (a bad
 * DATABASE_URL, an unreachable SMTP relay) may quote what it was given.
 */
export function withoutSecrets(text: string, source: Record<string, string | undefined> = process.env) {
  const secrets = Object.entries(source)
    .filter(([name, value]) => value && value.length >= 4 && name in envSchema.shape)
    // A shown setting is no secret, but a password inside its URL is.
    .flatMap(([name, value]) => (SHOWN_VALUES.has(name) ? secretParts(value!).slice(1) : secretParts(value!)))
    .filter((part) => part.length >= 4)
    .sort((a, b) => b.length - a.length);
  return secrets.reduce((result, secret) => result.split(secret).join('[redacted]'), text);
}
