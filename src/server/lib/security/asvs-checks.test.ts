import { eq } from 'drizzle-orm';
import http from 'node:http';
import { describe, expect, it } from 'vitest';
import { users } from '@/server/db/schema';
import { TEST_PASSWORD, createCoach, tokenFromOutbox } from '@/test/coaches';
import { freshTotp } from '@/test/totp';
import { call, nextClientAddress, sessionCookieFrom } from '@/test/http';
import { useTestApp } from '@/test/test-app';
import { serveOnLoopback } from '@/test/loopback';

const t = useTestApp();

/** Checks that docs/security/asvs.md cites and that no feature's own tests cover. */
describe('ASVS checks', () => {
  it('answers TRACE with an error, never an echo of the request and its cookie', async () => {
    const { cookie } = await createCoach(t());
    const { port, close } = await serveOnLoopback(t().app);
    try {
      for (const path of ['/api/clients', '/api/health', '/']) {
        const answer = await new Promise<{ status: number; body: string }>((resolve, reject) => {
          const request = http.request({ port, host: '127.0.0.1', path, method: 'TRACE', headers: { cookie } });
          request.on('response', (response) => {
            let body = '';
            response.on('data', (chunk: Buffer) => (body += chunk.toString()));
            response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
          });
          request.on('error', reject);
          request.end();
        });
        expect(answer.status).toBeGreaterThanOrEqual(400);
        expect(answer.body).not.toContain('session_token');
      }
    } finally {
      await close();
    }
  });

  it('declares the type of every answer, UTF-8 where it is text', async () => {
    const { cookie } = await createCoach(t());
    const json = await call(t(), 'GET', '/api/clients', { cookie });
    expect(json.headers.get('content-type')).toMatch(/^application\/json/);
    const csv = await call(t(), 'GET', '/api/export/csv/clients', { cookie });
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toMatch(/^text\/csv;\s*charset=utf-8/i);
    expect(csv.headers.get('content-disposition')).toMatch(/^attachment; filename="[\w.-]+"$/);
  });

  it('lets nobody set their own role, subscription or free account through the auth API', async () => {
    const { email, cookie } = await createCoach(t());
    await call(t(), 'POST', '/api/auth/update-user', {
      cookie,
      body: { role: 'admin', subscriptionStatus: 'active', freeAccount: true, emailVerified: true },
    });
    const [row] = await t().database.db.select().from(users).where(eq(users.email, email));
    expect(row).toMatchObject({ role: 'user', subscriptionStatus: 'trial', freeAccount: false });
  });

  it('keeps the e-mail address unchangeable through the auth API', async () => {
    const { email, cookie } = await createCoach(t());
    const changed = await call(t(), 'POST', '/api/auth/change-email', {
      cookie,
      body: { newEmail: 'someone-else@example.com' },
    });
    expect(changed.status).toBeGreaterThanOrEqual(400);
    const [row] = await t().database.db.select().from(users).where(eq(users.email, email));
    expect(row).toBeDefined();
  });

  it('sends no CORS permission to another origin', async () => {
    const response = await call(t(), 'GET', '/api/health', { headers: { origin: 'https://evil.example' } });
    expect(response.headers.get('access-control-allow-origin')).toBeNull();
    expect(response.headers.get('access-control-allow-credentials')).toBeNull();
  });

  it('has no sign-in path but the password: social sign-in is refused', async () => {
    const response = await call(t(), 'POST', '/api/auth/sign-in/social', {
      body: { provider: 'google', callbackURL: '/dashboard' },
      clientAddress: nextClientAddress(),
    });
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(response.headers.getSetCookie().join(';')).not.toContain('session_token=');
  });

  it('keeps two-factor after a password reset: the reset opens no session and sign-in still asks for a code', async () => {
    const { email, cookie } = await createCoach(t());
    const enabled = await call(t(), 'POST', '/api/auth/two-factor/enable', {
      cookie,
      body: { password: TEST_PASSWORD },
    });
    const { totpURI } = (await enabled.json()) as { totpURI: string };
    await call(t(), 'POST', '/api/auth/two-factor/verify-totp', { cookie, body: { code: freshTotp(totpURI) } });

    await call(t(), 'POST', '/api/auth/request-password-reset', {
      body: { email, redirectTo: '/reset-password' },
      clientAddress: nextClientAddress(),
    });
    const reset = await call(t(), 'POST', '/api/auth/reset-password', {
      body: { token: tokenFromOutbox(t(), email, 'reset-password'), newPassword: 'Renewed7Password' },
      clientAddress: nextClientAddress(),
    });
    expect(reset.status).toBe(200);
    expect(sessionCookieFrom(reset)).not.toContain('session_token');

    const signIn = await call(t(), 'POST', '/api/auth/sign-in/email', {
      body: { email, password: 'Renewed7Password' },
      clientAddress: nextClientAddress(),
    });
    expect(await signIn.json()).toMatchObject({ twoFactorRedirect: true });
    expect(sessionCookieFrom(signIn)).not.toContain('session_token');
  });
});
