import os from 'node:os';
import { describe, expect, it } from 'vitest';
import { parseEnv, withoutSecrets } from './env';

describe('settings', () => {
  it('has working defaults for a fresh machine', () => {
    const env = parseEnv({});
    expect(env).toMatchObject({
      PORT: 3000,
      DATA_DIR: './data',
      TRIAL_DAYS: 14,
      AUTH_RATE_LIMIT_MAX: 5,
      AUTH_RATE_LIMIT_WINDOW_S: 60,
      CAPTCHA: 'on',
    });
    expect(env.appUrl).toBe('http://localhost:3000');
    expect(env.ADMIN_EMAILS).toEqual([]);
  });

  it('treats blank values as unset and normalises ADMIN_EMAILS', () => {
    const env = parseEnv({ PORT: ' ', ADMIN_EMAILS: ' Ann@Example.com, bob@example.com ,' });
    expect(env.PORT).toBe(3000);
    expect(env.ADMIN_EMAILS).toEqual(['ann@example.com', 'bob@example.com']);
  });

  it('accepts all four Jira settings together', () => {
    const env = parseEnv({
      JIRA_BASE_URL: 'https://example.atlassian.net',
      JIRA_EMAIL: 'bot@example.com',
      JIRA_API_TOKEN: 'token',
      JIRA_PROJECT_KEY: 'SUP',
    });
    expect(env.JIRA_PROJECT_KEY).toBe('SUP');
  });

  it('picks Stripe when its three settings are set, demo billing otherwise', () => {
    const stripe = { STRIPE_SECRET_KEY: 'sk_test_1', STRIPE_WEBHOOK_SECRET: 'whsec_1', STRIPE_PRICE_ID: 'price_1' };
    expect(parseEnv(stripe).billingProvider).toBe('stripe');
    expect(parseEnv({ ...stripe, BILLING: 'demo' }).billingProvider).toBe('demo');
    expect(parseEnv({}).billingProvider).toBe('demo');
    const production = { NODE_ENV: 'production', AUTH_SECRET: 'x'.repeat(32), SMTP_URL: 'smtps://mail:465' };
    expect(parseEnv({ ...production, ...stripe }).billingProvider).toBe('stripe');
    expect(parseEnv({ ...production, BILLING: 'demo' }).billingProvider).toBe('demo');
  });

  it.each([
    [{ PORT: 'abc' }, 'Invalid setting PORT (got "abc"): must be a number'],
    [{ TRIAL_DAYS: '-1' }, 'Invalid setting TRIAL_DAYS (got "-1"): must be at least 0'],
    [{ DATABASE_URL: 'mysql://x' }, 'Invalid setting DATABASE_URL: must start with postgres:// or postgresql://'],
    [{ ADMIN_EMAILS: 'admin' }, 'Invalid setting ADMIN_EMAILS: must be a comma-separated list of e-mail addresses'],
    [
      { JIRA_BASE_URL: 'https://example.atlassian.net', JIRA_EMAIL: 'bot@example.com' },
      'Invalid setting JIRA_API_TOKEN: is required when any of JIRA_BASE_URL, JIRA_EMAIL, JIRA_API_TOKEN, JIRA_PROJECT_KEY is set (set all four or none)',
    ],
    [
      { NODE_ENV: 'production', SMTP_URL: 'smtps://mail:465', BILLING: 'demo' },
      'Invalid setting AUTH_SECRET: is required in production',
    ],
    [
      { NODE_ENV: 'production', AUTH_SECRET: 'x'.repeat(32), BILLING: 'demo' },
      'Invalid setting SMTP_URL: is required in production',
    ],
    [
      { STRIPE_SECRET_KEY: 'sk_test_1', STRIPE_PRICE_ID: 'price_1' },
      'Invalid setting STRIPE_WEBHOOK_SECRET: is required when STRIPE_SECRET_KEY and STRIPE_PRICE_ID is set',
    ],
    [
      { STRIPE_WEBHOOK_SECRET: 'whsec_1' },
      'Invalid setting STRIPE_SECRET_KEY: is required when STRIPE_WEBHOOK_SECRET is set',
    ],
    [
      { BILLING: 'stripe' },
      'Invalid setting BILLING (got "stripe"): is stripe, so STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET and STRIPE_PRICE_ID are required',
    ],
    [
      { WEB_CONCURRENCY: '2' },
      'Invalid setting WEB_CONCURRENCY (got "2"): must be 1 with the built-in database (PGlite); set DATABASE_URL to run more server processes',
    ],
    [
      { WEB_CONCURRENCY: '0', DATABASE_URL: 'postgres://db/coach' },
      'Invalid setting WEB_CONCURRENCY (got "0"): must be at least 1',
    ],
    [{ WEB_CONCURRENCY: 'many' }, 'Invalid setting WEB_CONCURRENCY (got "many"): must be a number'],
    [
      { TRUSTED_PROXIES: '10.0.0.1, proxy.internal' },
      'Invalid setting TRUSTED_PROXIES (got "10.0.0.1, proxy.internal"): must be IP addresses or CIDR ranges separated by commas (such as 10.0.0.5,10.1.0.0/16,fd00::/8); "proxy.internal" is neither',
    ],
    [{ TRUSTED_PROXIES: '10.0.0.0/33' }, '"10.0.0.0/33" is neither'],
    [{ TRUSTED_PROXIES: 'fd00::/129' }, '"fd00::/129" is neither'],
    [{ TRUSTED_PROXIES: '10.0.0.0/' }, '"10.0.0.0/" is neither'],
    [{ TRUSTED_PROXIES: '10.0.0.0/-1' }, '"10.0.0.0/-1" is neither'],
    [{ TRUSTED_PROXIES: '256.0.0.1' }, '"256.0.0.1" is neither'],
    [{ TRUSTED_PROXIES: 'fe80::1%eth0' }, '"fe80::1%eth0" is neither'],
    [
      { NODE_ENV: 'production', AUTH_SECRET: 'x'.repeat(32), SMTP_URL: 'smtps://mail:465' },
      'Invalid setting BILLING: demo billing refuses to run in production: set the Stripe settings, or BILLING=demo on purpose',
    ],
  ])('stops with one line naming the variable: %o', (source, message) => {
    expect(() => parseEnv(source)).toThrow(message);
  });

  it('reads TRUSTED_PROXIES as IPv4 and IPv6 addresses and ranges, empty by default', () => {
    expect(parseEnv({}).TRUSTED_PROXIES).toEqual([]);
    expect(parseEnv({ TRUSTED_PROXIES: ' 10.0.0.5, 10.1.0.0/16,,::1, fd00::/8 ' }).TRUSTED_PROXIES).toEqual([
      '10.0.0.5',
      '10.1.0.0/16',
      '::1',
      'fd00::/8',
    ]);
  });

  it('runs one server process on PGlite and one per core on PostgreSQL unless WEB_CONCURRENCY says', () => {
    expect(parseEnv({}).webConcurrency).toBe(1);
    expect(parseEnv({ WEB_CONCURRENCY: '1' }).webConcurrency).toBe(1);
    expect(parseEnv({ DATABASE_URL: 'postgres://db/coach' }).webConcurrency).toBe(os.availableParallelism());
    expect(parseEnv({ DATABASE_URL: 'postgres://db/coach', WEB_CONCURRENCY: '3' }).webConcurrency).toBe(3);
  });

  it.each([
    ['DATABASE_URL', 'mysql://app:Db-Secret-7@db.internal/coach', 'must start with postgres://'],
    ['DATABASE_URL', 'postgres://app:Db-Secret-7@db.internal:5432/coach', 'must use TLS in production'],
    ['AUTH_SECRET', 'Db-Secret-7', 'must be at least 32 characters'],
    ['SMTP_URL', 'http://user:Db-Secret-7@mail', 'must look like smtp://host:port'],
    ['SMTP_URL', 'smtp://user:Db-Secret-7@smtp.example.com:587', 'must use TLS'],
    ['STRIPE_SECRET_KEY', 'sk_live_Db-Secret-7', 'is required when STRIPE_SECRET_KEY'],
    ['JIRA_API_TOKEN', 'Db-Secret-7', 'is required when any of'],
    ['JIRA_EMAIL', 'Db-Secret-7', 'must be an e-mail address'],
  ])('names %s and its problem, never its value', (name, value, problem) => {
    const production = {
      NODE_ENV: 'production',
      AUTH_SECRET: 'x'.repeat(32),
      SMTP_URL: 'smtps://mail:465',
      BILLING: 'demo',
    };
    let message = '';
    try {
      parseEnv({ ...production, [name]: value });
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toContain('Invalid setting');
    expect(message).toContain(problem);
    expect(message).not.toContain('Db-Secret-7');
  });

  describe('a server other machines can reach is production, whatever NODE_ENV says (npm start leaves it at development)', () => {
    it('listens on the loopback by default, where demo billing and the dev mail outbox may run', () => {
      const env = parseEnv({});
      expect(env.HOST).toBe('127.0.0.1');
      expect(env.deployed).toBe(false);
      expect(env.billingProvider).toBe('demo');
      expect(parseEnv({ HOST: '::1' }).deployed).toBe(false);
    });

    it.each([
      [
        { HOST: '0.0.0.0' },
        'Invalid setting BILLING: demo billing refuses to run on an address other machines can reach (HOST=0.0.0.0): set the Stripe settings, or BILLING=demo on purpose',
      ],
      [{ HOST: '0.0.0.0', BILLING: 'demo', SMTP_URL: 'smtps://mail:465' }, 'Invalid setting AUTH_SECRET: is required'],
      [{ HOST: '192.168.1.20', BILLING: 'demo', AUTH_SECRET: 'x'.repeat(32) }, 'Invalid setting SMTP_URL: is required'],
    ])('refuses the laptop defaults on a reachable address: %o', (source, message) => {
      expect(() => parseEnv(source)).toThrow(message);
    });

    it('counts a public APP_URL as deployed, even on a loopback HOST (a reverse proxy on the same machine)', () => {
      expect(() => parseEnv({ APP_URL: 'https://coach.example.com' })).toThrow(
        'Invalid setting BILLING: demo billing refuses to run behind an address other machines can reach (APP_URL=https://coach.example.com): set the Stripe settings, or BILLING=demo on purpose',
      );
      const env = parseEnv({
        APP_URL: 'https://coach.example.com',
        ...{ BILLING: 'demo', AUTH_SECRET: 'x'.repeat(32), SMTP_URL: 'smtps://mail:465' },
      });
      expect(env.deployed).toBe(true);
      expect(parseEnv({ APP_URL: 'http://localhost:3000' }).deployed).toBe(false);
      expect(parseEnv({ APP_URL: 'http://[::1]:3000' }).deployed).toBe(false);
    });

    it('runs demo billing on a reachable address only when BILLING=demo says so', () => {
      const env = parseEnv({
        HOST: '0.0.0.0',
        BILLING: 'demo',
        AUTH_SECRET: 'x'.repeat(32),
        SMTP_URL: 'smtps://mail:465',
      });
      expect(env.deployed).toBe(true);
      expect(env.billingProvider).toBe('demo');
    });
  });

  describe('in production, connections that leave the machine are encrypted', () => {
    const production = { NODE_ENV: 'production', AUTH_SECRET: 'x'.repeat(32), BILLING: 'demo' };
    const jira = { JIRA_EMAIL: 'bot@example.com', JIRA_API_TOKEN: 'token', JIRA_PROJECT_KEY: 'SUP' };

    it.each([
      [
        { DATABASE_URL: 'postgres://app:secret@db.internal:5432/coach', SMTP_URL: 'smtps://mail:465' },
        'Invalid setting DATABASE_URL: must use TLS in production',
      ],
      [
        { DATABASE_URL: 'postgres://app@db.internal/coach?sslmode=disable', SMTP_URL: 'smtps://mail:465' },
        'Invalid setting DATABASE_URL',
      ],
      [{ SMTP_URL: 'smtp://user:pass@smtp.example.com:587' }, 'Invalid setting SMTP_URL'],
      [
        { SMTP_URL: 'smtps://mail:465', JIRA_BASE_URL: 'http://example.atlassian.net', ...jira },
        'Invalid setting JIRA_BASE_URL (got "http://example.atlassian.net"): must be an https:// address in production',
      ],
    ])('refuses a plain connection: %o', (settings, message) => {
      expect(() => parseEnv({ ...production, ...settings })).toThrow(message);
    });

    it.each([
      { DATABASE_URL: 'postgres://app@db.internal/coach?sslmode=verify-full', SMTP_URL: 'smtps://mail:465' },
      { DATABASE_URL: 'postgresql://app@127.0.0.1:5432/coach', SMTP_URL: 'smtp://localhost:25' },
      { DATABASE_URL: 'postgres:///coach?host=/var/run/postgresql', SMTP_URL: 'smtp://[::1]:25' },
      { SMTP_URL: 'smtp://user:pass@smtp.example.com:587?requireTLS=true' },
      { SMTP_URL: 'smtps://mail:465', JIRA_BASE_URL: 'https://example.atlassian.net', ...jira },
    ])('accepts TLS, or a server on this machine: %o', (settings) => {
      expect(() => parseEnv({ ...production, ...settings })).not.toThrow();
    });

    it('lets development use plain connections', () => {
      expect(() =>
        parseEnv({ DATABASE_URL: 'postgres://app@db.internal/coach', SMTP_URL: 'smtp://mail:25' }),
      ).not.toThrow();
    });
  });
});

describe('a start-up failure’s text', () => {
  it('never repeats a user name or password in a shown URL, and refuses them in JIRA_BASE_URL (issue 28 I-f)', () => {
    const jira = { JIRA_EMAIL: 'bot@example.com', JIRA_API_TOKEN: 'token', JIRA_PROJECT_KEY: 'SUP' };
    const refused = () => parseEnv({ ...jira, JIRA_BASE_URL: 'https://jirauser:JiraTok3n@jira.example' });
    expect(refused).toThrow(
      'Invalid setting JIRA_BASE_URL (got "https://[redacted]@jira.example"): must not hold a user name or password (JIRA_EMAIL and JIRA_API_TOKEN sign in)',
    );
    expect(refused).not.toThrow(/JiraTok3n|jirauser/);
    expect(() => parseEnv({ COMMUNITY_URL: 'ftp://ann:Secr3t-pw@x y' })).toThrow(
      'Invalid setting COMMUNITY_URL (got "ftp://[redacted]@x y"): must be a URL such as https://example.com',
    );
    const source = { APP_URL: 'https://ann:Secr3t-pw@coach.example.com', PORT: '3000' };
    const cleaned = withoutSecrets('fetch https://ann:Secr3t-pw@coach.example.com failed on port 3000', source);
    expect(cleaned).not.toContain('Secr3t-pw');
    expect(cleaned).toContain('coach.example.com failed on port 3000');
  });

  it('loses every secret setting’s value and a URL’s password, and keeps the rest', () => {
    const source = {
      DATABASE_URL: 'postgres://app:P%40ss-Word-9@db.internal:5432/coach',
      AUTH_SECRET: 'a-secret-of-at-least-32-characters!!',
      PORT: '3000',
    };
    const text =
      'connect to postgres://app:P%40ss-Word-9@db.internal:5432/coach failed (password P@ss-Word-9); secret a-secret-of-at-least-32-characters!! on port 3000';
    const cleaned = withoutSecrets(text, source);
    expect(cleaned).not.toContain('P%40ss-Word-9');
    expect(cleaned).not.toContain('P@ss-Word-9');
    expect(cleaned).not.toContain('a-secret-of-at-least');
    expect(cleaned).toContain('port 3000');
  });
});
