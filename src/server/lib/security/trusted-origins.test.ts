import { describe, expect, it } from 'vitest';
import { buildTestApp } from '@/test/build-app';
import { createCoach, uniqueEmail } from '@/test/coaches';
import { call, nextClientAddress } from '@/test/http';
import { useTestApp } from '@/test/test-app';

const t = useTestApp();

const signUpFrom = (app: ReturnType<typeof t>, origin: string) =>
  call(app, 'POST', '/api/auth/sign-up/email', {
    headers: { origin },
    body: { email: uniqueEmail(), password: 'Harbour7Lantern', name: '', termsAccepted: true },
    clientAddress: nextClientAddress(),
  });

describe('which sites may make changes', () => {
  it('treats localhost, 127.0.0.1 and [::1] on the same port as the same site', async () => {
    for (const origin of ['http://localhost:3000', 'http://127.0.0.1:3000', 'http://[::1]:3000']) {
      expect((await signUpFrom(t(), origin)).status, origin).toBe(200);
    }
    const { cookie } = await createCoach(t());
    const created = await call(t(), 'POST', '/api/clients', {
      cookie,
      headers: { origin: 'http://127.0.0.1:3000' },
      body: { name: 'Amelia Clarke' },
    });
    expect(created.status).toBe(201);
  });

  it('refuses another port or another host, naming the address to use', async () => {
    for (const origin of ['http://127.0.0.1:3001', 'http://localhost.evil.example:3000']) {
      const response = await signUpFrom(t(), origin);
      expect(response.status, origin).toBe(403);
    }
    const { cookie } = await createCoach(t());
    const refused = await call(t(), 'POST', '/api/clients', {
      cookie,
      headers: { origin: 'http://192.168.1.20:3000' },
      body: { name: 'Amelia Clarke' },
    });
    expect(refused.status).toBe(403);
    expect((await refused.json()).error.message).toBe(
      'This request must come from the Coach Logbook site: open http://localhost:3000',
    );
  });

  it('trusts the Vite dev server only when npm run dev names it, not because NODE_ENV is development', async () => {
    expect((await signUpFrom(t(), 'http://localhost:5173')).status).toBe(403);
    const underDev = buildTestApp(t().database, { NODE_ENV: 'development', DEV_SERVER_URL: 'http://localhost:5173' });
    expect((await signUpFrom(underDev, 'http://localhost:5173')).status).toBe(200);
    expect((await signUpFrom(underDev, 'http://127.0.0.1:5173')).status).toBe(200);
    const started = buildTestApp(t().database, { NODE_ENV: 'development' });
    expect((await signUpFrom(started, 'http://localhost:5173')).status).toBe(403);
  });
});
