import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { buildTestApp } from '@/test/build-app';
import { call, sessionCookieFrom } from '@/test/http';
import { openDatabase } from '../db/client';
import { passwordHashing } from '../features/auth/passwords/password-hashing';
import { DEMO_EMAIL, DEMO_PASSWORD } from './seed-demo';

const run = promisify(execFile);
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'coach-demo-'));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

const root = path.resolve(import.meta.dirname, '../../..');
const packageJson = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as {
  scripts: Record<string, string>;
};

/**
 * `npm run demo` as a newcomer runs it, on a data folder of its own: the script's own command, run
 * by this Node with only the settings given (no DATABASE_URL from the suite's environment).
 */
function runDemo(settings: Record<string, string>) {
  const [command, ...args] = packageJson.scripts.demo!.split(' ');
  expect(command).toBe('tsx');
  return run(process.execPath, [path.join(root, 'node_modules/tsx/dist/cli.mjs'), ...args], {
    cwd: root,
    env: { DATA_DIR: dataDir, LOG_LEVEL: 'silent', NODE_ENV: 'development', ...settings },
  });
}

// The demo writes to a PGlite data folder whatever the suite's database; it runs once.
describe.skipIf(inject('testDatabase').kind !== 'pglite')('npm run demo', () => {
  it(
    'fills a demo coach on a fresh data folder, who then signs in to a full logbook',
    { timeout: 180_000 },
    async () => {
      const { stdout } = await runDemo({});
      expect(stdout).toContain(`Sign in with e-mail ${DEMO_EMAIL} and password ${DEMO_PASSWORD}`);
      expect(stdout).toMatch(/Demo practice created: 11 clients, \d{3} coaching sessions, 24 supervision sessions/);
      expect(stdout).toContain(
        '2 education records, 10 mentor coaching sessions, a credential, feedback and reflections',
      );

      const again = await runDemo({});
      expect(again.stdout).toContain('The demo coach already exists; nothing was changed.');

      const database = await openDatabase({ DATA_DIR: dataDir });
      const t = buildTestApp(database, {}, { passwordHashing });
      try {
        const signedIn = await call(t, 'POST', '/api/auth/sign-in/email', {
          body: { email: DEMO_EMAIL, password: DEMO_PASSWORD },
        });
        expect(signedIn.status).toBe(200);
        const cookie = sessionCookieFrom(signedIn);
        const dashboard = await (await call(t, 'GET', '/api/dashboard', { cookie })).json();
        expect(dashboard.totalClients).toBe(11);
        expect(dashboard.totalHours).toBeGreaterThan(100);
        expect(dashboard.totalSupervisionSessions).toBe(24);
        const sessions = await (await call(t, 'GET', '/api/coaching-sessions?pageSize=100', { cookie })).json();
        const kinds = new Set(sessions.sessions.map((item: { payment: string; sessionType: string }) => item.payment));
        expect(kinds).toEqual(new Set(['paid', 'pro_bono']));
        const credentials = await (await call(t, 'GET', '/api/credentials', { cookie })).json();
        expect(credentials.credentials).toMatchObject([{ body: 'icf', level: 'acc' }]);
        const mentoring = await (await call(t, 'GET', '/api/mentor-coaching-sessions', { cookie })).json();
        expect(mentoring.sessions).toHaveLength(10);
      } finally {
        await database.close();
      }
    },
  );

  it(
    'refuses to run behind a public APP_URL, even on a loopback HOST (a reverse proxy)',
    { timeout: 60_000 },
    async () => {
      const refused = runDemo({
        AUTH_SECRET: 'a-production-secret-that-is-at-least-32-characters',
        SMTP_URL: 'smtp://127.0.0.1:2525',
        APP_URL: 'https://coach.example.com',
        BILLING: 'demo',
      });
      await expect(refused).rejects.toMatchObject({
        code: 1,
        stderr: expect.stringContaining(
          'the demo coach is not available behind an address other machines can reach (APP_URL=https://coach.example.com)',
        ),
      });
    },
  );
});
