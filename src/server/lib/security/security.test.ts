import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createCoach } from '@/test/coaches';
import { call } from '@/test/http';
import { serveOnLoopback } from '@/test/loopback';
import { TEST_ORIGIN } from '@/test/build-app';
import { buildTestApp, useTestApp } from '@/test/test-app';
import { createApp } from '../../app';

const t = useTestApp();

const newClient = { name: 'Forged Client', email: '', phone: '', notes: '' };
const clientCount = async (cookie: string) =>
  (await (await call(t(), 'GET', '/api/clients', { cookie })).json()).items.length;

describe('security headers', () => {
  it('puts a strict content security policy and the other headers on every page', async () => {
    const clientDir = fs.mkdtempSync(path.join(os.tmpdir(), 'coach-client-'));
    fs.writeFileSync(path.join(clientDir, 'index.html'), '<!doctype html><title>Coach Logbook</title>');
    try {
      const response = await createApp(t().deps, { clientDir }).request('/dashboard');
      expect(response.headers.get('content-type')).toMatch(/^text\/html/);
      const csp = response.headers.get('content-security-policy') ?? '';
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("script-src 'self'");
      expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
      expect(csp).toContain("object-src 'none'");
      expect(csp).toContain("base-uri 'none'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('x-frame-options')).toBe('DENY');
      expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(response.headers.get('cross-origin-opener-policy')).toBe('same-origin');
      expect(response.headers.get('permissions-policy')).toContain('camera=()');
      expect(response.headers.get('strict-transport-security')).toBeNull();
    } finally {
      fs.rmSync(clientDir, { recursive: true, force: true });
    }
  });

  // In process, and over a socket as npm start serves it (the headers then go on Node's response).
  it.each([
    ['in process', async (path: string) => call(t(), 'GET', path)],
    [
      'over a socket',
      async (path: string) => {
        const { origin, close } = await serveOnLoopback(t().app);
        try {
          return await fetch(`${origin}${path}`, { headers: { origin: TEST_ORIGIN } });
        } finally {
          await close();
        }
      },
    ],
  ])('lets nothing load, frame, sniff, keep or read an API answer from another site (%s)', async (_, get) => {
    for (const path of ['/api/health', '/api/no-such-route', '/api/config']) {
      const response = await get(path);
      expect(response.headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'");
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('x-frame-options')).toBe('DENY');
      expect(response.headers.get('cross-origin-resource-policy')).toBe('same-origin');
      expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(response.headers.get('cache-control')).toBe('no-store');
      expect(response.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
      expect(response.headers.get('strict-transport-security')).toBeNull();
    }
  });

  it('asks browsers for HTTPS for a year, subdomains included, in production', async () => {
    const production = buildTestApp(t().database, {
      NODE_ENV: 'production',
      APP_URL: 'https://coach-logbook.example',
      AUTH_SECRET: 'x'.repeat(32),
      SMTP_URL: 'smtp://127.0.0.1:2525',
      BILLING: 'demo',
    });
    const response = await production.app.request('https://coach-logbook.example/api/health');
    expect(response.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
  });
});

describe('cross-site request forgery', () => {
  it('refuses a state change from another site, or with no origin at all, and changes nothing', async () => {
    const { cookie } = await createCoach(t());
    const foreign = await call(t(), 'POST', '/api/clients', {
      cookie,
      body: newClient,
      headers: { origin: 'https://evil.example' },
    });
    expect(foreign.status).toBe(403);
    expect((await foreign.json()).error.code).toBe('FORBIDDEN');

    const crossSite = await t().app.request('http://localhost:3000/api/clients', {
      method: 'POST',
      headers: { cookie, 'content-type': 'application/json', 'sec-fetch-site': 'cross-site' },
      body: JSON.stringify(newClient),
    });
    expect(crossSite.status).toBe(403);

    const signOut = await call(t(), 'POST', '/api/auth/sign-out', { cookie, headers: { origin: 'null' } });
    expect(signOut.status).toBe(403);
    expect(await clientCount(cookie)).toBe(0);
  });

  it('refuses a body that is not JSON, as an HTML form would send it', async () => {
    const { cookie } = await createCoach(t());
    for (const contentType of ['application/x-www-form-urlencoded', 'text/plain', 'multipart/form-data; boundary=x']) {
      const response = await call(t(), 'POST', '/api/clients', {
        cookie,
        rawBody: 'name=Forged+Client',
        headers: { 'content-type': contentType },
      });
      expect(response.status).toBe(415);
      expect((await response.json()).error.code).toBe('UNSUPPORTED_MEDIA_TYPE');
    }
    expect(await clientCount(cookie)).toBe(0);
  });

  it('takes a multipart upload only on the import routes, and only from our own site', async () => {
    const { cookie } = await createCoach(t());
    const form = () => {
      const data = new FormData();
      data.set('file', new File(['name\nForged Client\n'], 'clients.csv', { type: 'text/csv' }));
      data.set('entity', 'clients');
      return data;
    };
    const foreign = await t().app.request('http://localhost:3000/api/import/spreadsheet', {
      method: 'POST',
      headers: { cookie, origin: 'https://evil.example' },
      body: form(),
    });
    expect(foreign.status).toBe(403);
    const ours = await t().app.request('http://localhost:3000/api/import/spreadsheet', {
      method: 'POST',
      headers: { cookie, origin: 'http://localhost:3000' },
      body: form(),
    });
    expect(ours.status).not.toBe(403);
    expect(ours.status).not.toBe(415);
    expect(await clientCount(cookie)).toBe(0);
  });

  it('lets our own site through, by Origin or by Sec-Fetch-Site', async () => {
    const { cookie } = await createCoach(t());
    expect((await call(t(), 'POST', '/api/clients', { cookie, body: newClient })).status).toBe(201);
    const sameOrigin = await t().app.request('http://localhost:3000/api/clients', {
      method: 'POST',
      headers: { cookie, 'content-type': 'application/json; charset=utf-8', 'sec-fetch-site': 'same-origin' },
      body: JSON.stringify({ ...newClient, name: 'Second Client' }),
    });
    expect(sameOrigin.status).toBe(201);
    expect(await clientCount(cookie)).toBe(2);
  });
});
