import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { TEST_ORIGIN, buildTestApp, type TestApp } from '@/test/build-app';
import { TEST_PASSWORD, createCoach, uniqueEmail } from '@/test/coaches';
import { createTestDatabase, truncateAll } from '@/test/database';
import { call, sessionCookieFrom } from '@/test/http';
import { captureLogger } from '@/test/log-capture';
import { serveOnLoopback } from '@/test/loopback';

/**
 * TRUSTED_PROXIES over real sockets (ADR 034): the peer's address is what Node's socket says, so
 * these requests arrive from 127.0.0.1 or ::1, as from a proxy on the same host. Sign-in allows
 * 5 attempts a minute per client address; every attempt uses a new e-mail address, so only the
 * address limit can answer 429.
 */
const lines: Record<string, unknown>[] = [];
let database: Awaited<ReturnType<typeof createTestDatabase>>;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterEach(async () => {
  // Each test starts with no rate-limit counts (the loopback peer's among them).
  await truncateAll(database);
});
afterAll(async () => {
  await database?.close();
});

const appTrusting = (trustedProxies: string) =>
  buildTestApp(
    database,
    { AUTH_RATE_LIMIT_MAX: '5', TRUSTED_PROXIES: trustedProxies },
    { logger: captureLogger(lines) },
  );

async function overSocket<T>(t: TestApp, hostname: '127.0.0.1' | '::1', work: (origin: string) => Promise<T>) {
  const served = await serveOnLoopback(t.app, hostname);
  try {
    return await work(served.origin);
  } finally {
    await served.close();
  }
}

const post = (origin: string, path: string, body: unknown, forwardedFor?: string) =>
  fetch(`${origin}${path}`, {
    method: 'POST',
    headers: {
      origin: TEST_ORIGIN,
      'content-type': 'application/json',
      ...(forwardedFor === undefined ? {} : { 'x-forwarded-for': forwardedFor }),
    },
    body: JSON.stringify(body),
  });

/** Six failed sign-ins, each to a new account name, with the X-Forwarded-For `forwardedFor(n)`. */
async function sixSignIns(origin: string, forwardedFor: (attempt: number) => string) {
  const statuses: number[] = [];
  for (let attempt = 0; attempt < 6; attempt += 1) {
    const body = { email: uniqueEmail('nobody'), password: 'Wrong1Password' };
    statuses.push((await post(origin, '/api/auth/sign-in/email', body, forwardedFor(attempt))).status);
  }
  return statuses;
}

const randomAddress = () => `198.18.${Math.floor(Math.random() * 256)}.${Math.floor(Math.random() * 256)}`;

/** Signs in through the socket with this X-Forwarded-For; returns the address the devices list shows. */
async function deviceAddressAfterSignIn(t: TestApp, origin: string, forwardedFor: string) {
  const { email } = await createCoach(t);
  const signedIn = await post(origin, '/api/auth/sign-in/email', { email, password: TEST_PASSWORD }, forwardedFor);
  expect(signedIn.status).toBe(200);
  const cookie = sessionCookieFrom(signedIn);
  const { sessions } = await (await call(t, 'GET', '/api/account/sessions', { cookie })).json();
  return (sessions as { current: boolean; ipAddress: string }[]).find((session) => session.current)!.ipAddress;
}

const lastAuthEventAddress = () => lines.filter((line) => line.msg === 'auth event').at(-1)?.ip;

describe('a request from a trusted proxy', () => {
  it('counts the sign-in limit for the client the proxy names, not for the proxy', async () => {
    const t = appTrusting('127.0.0.1');
    await overSocket(t, '127.0.0.1', async (origin) => {
      // The client forges a different left part each time; our proxy appended 203.0.113.7.
      expect(await sixSignIns(origin, () => `${randomAddress()}, 203.0.113.7`)).toEqual([401, 401, 401, 401, 401, 429]);
      expect(lastAuthEventAddress()).toBe('203.0.113.7');
      // Another client behind the same proxy has a count of its own.
      const other = await post(
        origin,
        '/api/auth/sign-in/email',
        { email: uniqueEmail('nobody'), password: 'Wrong1Password' },
        '203.0.113.8',
      );
      expect(other.status).toBe(401);
      expect(lastAuthEventAddress()).toBe('203.0.113.8');
    });
  });

  it('records the client the proxy names in the devices list and the auth log', async () => {
    const t = appTrusting('127.0.0.0/8');
    const shown = await overSocket(t, '127.0.0.1', (origin) =>
      deviceAddressAfterSignIn(t, origin, '192.0.2.200, 203.0.113.20'),
    );
    expect(shown).toBe('203.0.113.20');
    expect(lastAuthEventAddress()).toBe('203.0.113.20');
  });

  it('skips every proxy of ours in the chain, over IPv6 too', async () => {
    const t = appTrusting('::1, 10.0.0.0/8');
    const shown = await overSocket(t, '::1', (origin) =>
      deviceAddressAfterSignIn(t, origin, '2001:db8::66, 2001:db8::77, 10.0.0.2'),
    );
    expect(shown).toBe('2001:db8::77');
    expect(lastAuthEventAddress()).toBe('2001:db8::77');
  });
});

describe('a request from a peer that is not a trusted proxy', () => {
  it('ignores X-Forwarded-For: forged addresses share the peer’s one sign-in limit', async () => {
    const t = appTrusting('10.0.0.0/8');
    await overSocket(t, '127.0.0.1', async (origin) => {
      expect(await sixSignIns(origin, () => randomAddress())).toEqual([401, 401, 401, 401, 401, 429]);
      expect(lastAuthEventAddress()).toBe('127.0.0.1');
    });
  });

  it('records the peer in the devices list and the auth log, over IPv4 and IPv6', async () => {
    const t = appTrusting('127.0.0.1');
    // ::1 is not 127.0.0.1: trusting one loopback address does not trust the other.
    const shown = await overSocket(t, '::1', (origin) => deviceAddressAfterSignIn(t, origin, '203.0.113.30'));
    expect(shown).toBe('::1');
    expect(lastAuthEventAddress()).toBe('::1');

    const direct = appTrusting('');
    const seen = await overSocket(direct, '127.0.0.1', (origin) =>
      deviceAddressAfterSignIn(direct, origin, '203.0.113.31'),
    );
    expect(seen).toBe('127.0.0.1');
    expect(lastAuthEventAddress()).toBe('127.0.0.1');
  });

  it('logs the peer on a refused request', async () => {
    const t = appTrusting('10.0.0.0/8');
    await overSocket(t, '127.0.0.1', async (origin) => {
      const refused = await fetch(`${origin}/api/clients`, { headers: { 'x-forwarded-for': '203.0.113.40' } });
      expect(refused.status).toBe(401);
    });
    expect(lines.filter((line) => line.msg === 'access refused').at(-1)?.ip).toBe('127.0.0.1');
  });
});
