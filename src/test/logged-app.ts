import { Writable } from 'node:stream';
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import { createLogger } from '../server/lib/logger';
import { buildTestApp, type TestApp } from './build-app';
import { call } from './http';
import { createTestDatabase, truncateAll } from './database';

export type LogLine = Record<string, unknown>;

/**
 * Test apps whose logs go through the production logger into memory, for the tests that read what
 * the server logs: `t` with the given settings, `limited` with the default 5 sign-ins a minute.
 */
export function useLoggedApps(settings: Record<string, string> = {}) {
  const lines: LogLine[] = [];
  const raw: string[] = [];
  const apps: { t?: TestApp; limited?: TestApp } = {};
  beforeAll(async () => {
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        raw.push(chunk.toString());
        lines.push(JSON.parse(chunk.toString()) as LogLine);
        done();
      },
    });
    const logger = createLogger('info', sink);
    apps.t = buildTestApp(await createTestDatabase(), settings, { logger });
    apps.limited = buildTestApp(await createTestDatabase(), { AUTH_RATE_LIMIT_MAX: '5' }, { logger });
  });
  afterEach(async () => {
    apps.t!.outbox.messages.length = 0;
    await truncateAll(apps.t!.database);
  });
  afterAll(async () => {
    await apps.t!.database.close();
    await apps.limited!.database.close();
  });
  const t = () => apps.t!;
  return {
    t,
    limited: () => apps.limited!,
    lines,
    events: () => lines.filter((line) => line.msg === 'auth event'),
    refusals: () => lines.filter((line) => line.msg === 'access refused'),
    userIdOf: async (cookie: string) =>
      ((await (await call(t(), 'GET', '/api/me', { cookie })).json()) as { user: { id: string } }).user.id,
    /** The log holds none of these: checked on the raw text pino wrote, not on parsed fields. */
    expectNoneInLog(secrets: string[]) {
      const everything = raw.join('\n');
      for (const secret of secrets) expect(everything, `the log holds "${secret}"`).not.toContain(secret);
    },
  };
}

/** The values of the cookies in a Cookie header: what a stolen log must never hand over. */
export const cookieValues = (cookie: string) => cookie.split('; ').map((pair) => pair.slice(pair.indexOf('=') + 1));
