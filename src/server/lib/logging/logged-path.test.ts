import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '@/test/build-app';
import { createTestDatabase } from '@/test/database';
import { call } from '@/test/http';
import { createLogger } from '../logger';
import { loggedPath } from './logged-path';

const TOKEN = 'Zq8rT2vLx9PmW4kN7bYc3HdF';

describe('paths in the access log', () => {
  const written: string[] = [];
  let t: TestApp;
  beforeAll(async () => {
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        written.push(chunk.toString());
        done();
      },
    });
    t = buildTestApp(await createTestDatabase(), {}, { logger: createLogger('info', sink) });
  });
  afterAll(async () => {
    await t.database.close();
  });

  it('never carry a reset token, whatever the link looks like', async () => {
    for (const path of [
      `/api/auth/reset-password/${TOKEN}`,
      `/api/auth/reset-password/${TOKEN}/`,
      `/api/auth/reset-password/${TOKEN}/?callbackURL=/reset-password`,
      `/api/auth/reset-password/${TOKEN}/extra`,
      `/api/auth/verify-email/?token=${TOKEN}`,
      `/api/auth//reset-password/${TOKEN}`,
    ]) {
      await call(t, 'GET', path);
    }
    const text = written.join('');
    expect(text).toContain('/api/auth/reset-password/[redacted]');
    expect(text).not.toContain(TOKEN);
  });

  it('keep route names and every path outside /api/auth as they are', () => {
    expect(loggedPath('/api/auth/two-factor/verify-totp')).toBe('/api/auth/two-factor/verify-totp');
    expect(loggedPath('/api/auth/reset-password/')).toBe('/api/auth/reset-password/');
    expect(loggedPath('/api/clients/4f7c1d2e-0000-4000-8000-000000000000')).toBe(
      '/api/clients/4f7c1d2e-0000-4000-8000-000000000000',
    );
  });
});
