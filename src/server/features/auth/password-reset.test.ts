import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { authVerifications } from '@/server/db/schema';
import { TEST_PASSWORD, createCoach, tokenFromOutbox, uniqueEmail } from '@/test/coaches';
import { call, nextClientAddress } from '@/test/http';
import { storedVerificationIdentifier } from '@/test/stored-tokens';
import { useTestApp } from '@/test/test-app';

const t = useTestApp();
const NEW_PASSWORD = 'Brand2NewSecret';

const requestReset = (email: string) =>
  call(t(), 'POST', '/api/auth/request-password-reset', {
    body: { email, redirectTo: '/reset-password' },
    clientAddress: nextClientAddress(),
  });

const signInWith = (email: string, password: string) =>
  call(t(), 'POST', '/api/auth/sign-in/email', { body: { email, password }, clientAddress: nextClientAddress() });

const linkStatus = (type: string, token: string) =>
  call(t(), 'GET', `/api/auth-links/status?type=${type}&token=${encodeURIComponent(token)}`);

describe('password reset', () => {
  it('answers an unknown address exactly as a known one, and e-mails only the known one', async () => {
    const { email } = await createCoach(t());
    t().outbox.messages.length = 0;
    const known = await requestReset(email);
    const unknown = await requestReset(uniqueEmail('nobody'));
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(await unknown.json()).toEqual(await known.json());
    expect(t().outbox.messages.map((message) => message.to)).toEqual([email]);
    expect(t().outbox.messages[0]!.text).toMatch(/http:\/\/localhost:3000\/reset-password\?token=\w+&type=recovery/);
  });

  it('checks the link without using it, resets once, revokes every session, and refuses the token again', async () => {
    const { email, cookie } = await createCoach(t());
    await requestReset(email);
    const token = tokenFromOutbox(t(), email, 'reset-password');

    expect(await (await linkStatus('recovery', token)).json()).toEqual({
      type: 'recovery',
      valid: true,
      reason: 'usable',
    });
    expect(await (await linkStatus('recovery', token)).json()).toMatchObject({ valid: true });

    const weak = await call(t(), 'POST', '/api/auth/reset-password', { body: { token, newPassword: 'weakpass' } });
    expect(weak.status).toBe(400);
    expect((await weak.json()).error.message).toBe(
      'Password must contain at least one uppercase letter, Password must contain at least one number',
    );

    const reset = await call(t(), 'POST', '/api/auth/reset-password', { body: { token, newPassword: NEW_PASSWORD } });
    expect(reset.status).toBe(200);

    expect(await (await call(t(), 'GET', '/api/me', { cookie })).json()).toEqual({ user: null, access: null });
    expect((await signInWith(email, TEST_PASSWORD)).status).toBe(401);
    expect((await signInWith(email, NEW_PASSWORD)).status).toBe(200);

    const again = await call(t(), 'POST', '/api/auth/reset-password', {
      body: { token, newPassword: 'Another3Secret' },
    });
    expect(again.status).toBe(400);
    expect((await again.json()).error.code).toBe('INVALID_TOKEN');
    expect(await (await linkStatus('recovery', token)).json()).toMatchObject({ valid: false, reason: 'invalid' });
  });

  it('refuses an expired link and says it has expired', async () => {
    const { email } = await createCoach(t());
    await requestReset(email);
    const token = tokenFromOutbox(t(), email, 'reset-password');
    await t()
      .database.db.update(authVerifications)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(authVerifications.identifier, storedVerificationIdentifier(`reset-password:${token}`)));

    expect(await (await linkStatus('recovery', token)).json()).toMatchObject({ valid: false, reason: 'expired' });
    const reset = await call(t(), 'POST', '/api/auth/reset-password', { body: { token, newPassword: NEW_PASSWORD } });
    expect(reset.status).toBe(400);
    expect((await signInWith(email, TEST_PASSWORD)).status).toBe(200);
  });

  it('expires reset links after one hour', async () => {
    const { email } = await createCoach(t());
    const before = Date.now();
    await requestReset(email);
    const token = tokenFromOutbox(t(), email, 'reset-password');
    const [row] = await t()
      .database.db.select({ expiresAt: authVerifications.expiresAt })
      .from(authVerifications)
      .where(eq(authVerifications.identifier, storedVerificationIdentifier(`reset-password:${token}`)));
    const lifetime = row!.expiresAt.getTime() - before;
    expect(lifetime).toBeGreaterThan(59 * 60 * 1000);
    expect(lifetime).toBeLessThanOrEqual(60 * 60 * 1000 + 5000);
  });

  it('says nothing of a made-up link but that it is invalid, and validates the question', async () => {
    expect(await (await linkStatus('recovery', 'made-up')).json()).toEqual({
      type: 'recovery',
      valid: false,
      reason: 'invalid',
    });
    const bad = await call(t(), 'GET', '/api/auth-links/status?type=magic&token=x');
    expect(bad.status).toBe(400);
    expect((await bad.json()).error.message).toBe('Link type must be signup or recovery');
  });
});
