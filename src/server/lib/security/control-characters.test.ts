import { sql } from 'drizzle-orm';
import { Writable } from 'node:stream';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '@/test/build-app';
import { createCoach, uniqueEmail } from '@/test/coaches';
import { createTestDatabase, truncateAll } from '@/test/database';
import { call, nextClientAddress } from '@/test/http';
import { upload } from '@/test/uploads';
import { createLogger } from '../logger';

/** The words a coach typed, which must reach neither the database as an error nor the log. */
const TYPED = 'Confidential-Marlowe-divorce';

let current: TestApp;
const written: string[] = [];
const logger = createLogger(
  'info',
  new Writable({
    write(chunk: Buffer, _encoding, done) {
      written.push(chunk.toString());
      done();
    },
  }),
);

beforeAll(async () => {
  current = buildTestApp(await createTestDatabase(), {}, { logger });
});
afterEach(async () => {
  written.length = 0;
  await truncateAll(current.database);
});
afterAll(async () => {
  await current.database.close();
});

const t = () => current;

describe('control characters (U+0000) in what a coach or an attacker sends', () => {
  it('refuses a NUL in a client’s notes with a 400 naming the field, stores nothing and logs none of the text', async () => {
    const { cookie } = await createCoach(t());
    const response = await call(t(), 'POST', '/api/clients', {
      cookie,
      body: { name: 'Amelia Clarke', notes: `${TYPED}\u0000 and more` },
    });
    expect(response.status).toBe(400);
    const body = await response.json();
    expect(body.error.code).toBe('VALIDATION_FAILED');
    expect(body.error.message).toContain('U+0000');
    const list = await call(t(), 'GET', '/api/clients', { cookie });
    expect(JSON.stringify(await list.json())).not.toContain('Amelia');
    expect(written.join('')).not.toContain(TYPED);
    expect(written.join('')).not.toMatch(/unexpected error/);
  });

  it('names the field in the form schema’s own message', async () => {
    const { cookie } = await createCoach(t());
    const response = await call(t(), 'POST', '/api/clients', { cookie, body: { name: `Ada\u0007` } });
    expect(response.status).toBe(400);
    expect((await response.json()).error.message).toMatch(/control character/);
  });

  it('refuses a NUL in a search query', async () => {
    const { cookie } = await createCoach(t());
    const response = await call(t(), 'GET', `/api/clients?search=${encodeURIComponent(`${TYPED}\u0000`)}`, { cookie });
    expect(response.status).toBe(400);
    expect((await response.json()).error.message).toContain('U+0000');
    expect(written.join('')).not.toContain(TYPED);
  });

  it('refuses a NUL sent to Better Auth’s own routes before it reaches a query', async () => {
    const response = await call(t(), 'POST', '/api/auth/sign-in/email', {
      body: { email: uniqueEmail(), password: `${TYPED}\u0000` },
      clientAddress: nextClientAddress(),
    });
    expect(response.status).toBe(400);
    expect(written.join('')).not.toContain(TYPED);
  });

  it('refuses an import whose cell holds a NUL, naming the line', async () => {
    const { cookie } = await createCoach(t());
    const response = await upload(t(), '/api/import/spreadsheet', {
      cookie,
      name: 'clients.csv',
      file: `Name,Notes\r\nAda,fine\r\nBen,${TYPED}\u0000\r\n`,
      fields: { entity: 'clients', dateFormat: 'dmy', mode: 'skip_invalid', dryRun: 'false' },
    });
    expect(response.status).toBe(400);
    expect((await response.json()).error.message).toMatch(/^Line 3: .*U\+0000/);
    const list = await call(t(), 'GET', '/api/clients', { cookie });
    expect(JSON.stringify(await list.json())).not.toContain('Ada');
    expect(written.join('')).not.toContain(TYPED);
  });

  it('refuses a backup whose text holds a NUL', async () => {
    const { cookie } = await createCoach(t());
    const backup = JSON.stringify({
      format: 'coach-logbook-backup',
      version: 1,
      clients: [{ name: `${TYPED}\u0000` }],
    });
    const response = await upload(t(), '/api/import/backup', {
      cookie,
      name: 'backup.json',
      file: backup,
      fields: { mode: 'skip_invalid', dryRun: 'false' },
    });
    expect(response.status).toBe(400);
    expect((await response.json()).error.message).toContain('U+0000');
  });
});

describe('database errors in the log', () => {
  it('are written by code and constraint, never with the failed query’s message or parameters', async () => {
    const failure = await t()
      .database.db.execute(sql`select ${TYPED}::integer`)
      .then(
        () => null,
        (error: unknown) => error,
      );
    expect(failure).toBeInstanceOf(Error);
    logger.error({ err: failure }, 'unexpected error');
    logger.warn({ source: 'better-auth', details: [failure] }, 'adapter failed');
    const text = written.join('');
    expect(text).not.toContain(TYPED);
    expect(text).not.toContain('select');
    const [first, second] = written.map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(first!.err).toEqual({ type: 'DatabaseError', code: '22P02' });
    expect(second!.details).toEqual([{ type: 'DatabaseError', code: '22P02' }]);
  });
});
