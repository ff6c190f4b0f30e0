import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { TEST_PASSWORD, signUp, tokenFromOutbox, uniqueEmail } from '@/test/coaches';
import { call, nextClientAddress } from '@/test/http';
import { useTestApp } from '@/test/test-app';

const t = useTestApp();

const linkStatus = (token: string) =>
  call(t(), 'GET', `/api/auth-links/status?type=signup&token=${encodeURIComponent(token)}`);

async function signedToken(payload: Record<string, unknown>, expiresAt: number) {
  const secret = (await t().deps.auth.$context).secret;
  return new SignJWT(payload)
    .setProtectedHeader({ alg: 'HS256' })
    .setIssuedAt(expiresAt - 3600)
    .setExpirationTime(expiresAt)
    .sign(new TextEncoder().encode(secret));
}

describe('e-mail verification links', () => {
  it('is usable once; afterwards the account reads as already verified and the link changes nothing', async () => {
    const email = uniqueEmail();
    await signUp(t(), email);
    const token = tokenFromOutbox(t(), email, 'verify');
    expect(await (await linkStatus(token)).json()).toEqual({ type: 'signup', valid: true, reason: 'usable' });

    const first = await call(t(), 'GET', `/api/auth/verify-email?token=${token}`);
    expect(first.status).toBe(200);
    expect(await (await linkStatus(token)).json()).toMatchObject({ valid: false, reason: 'already_verified' });

    const second = await call(t(), 'GET', `/api/auth/verify-email?token=${token}`);
    expect(second.status).toBe(200);
    expect(await (await linkStatus(token)).json()).toMatchObject({ valid: false, reason: 'already_verified' });

    const signedIn = await call(t(), 'POST', '/api/auth/sign-in/email', {
      body: { email, password: TEST_PASSWORD },
      clientAddress: nextClientAddress(),
    });
    expect(signedIn.status).toBe(200);
  });

  it('expires after 24 hours', async () => {
    const email = uniqueEmail();
    await signUp(t(), email);
    const token = tokenFromOutbox(t(), email, 'verify');
    const [, payload] = token.split('.');
    const { exp, iat } = JSON.parse(Buffer.from(payload!, 'base64url').toString()) as { exp: number; iat: number };
    expect(exp - iat).toBe(24 * 60 * 60);

    const expired = await signedToken({ email }, Math.floor(Date.now() / 1000) - 60);
    expect(await (await linkStatus(expired)).json()).toMatchObject({ valid: false, reason: 'expired' });
    const verify = await call(t(), 'GET', `/api/auth/verify-email?token=${expired}`);
    expect(verify.status).toBe(401);
    expect((await verify.json()).error.code).toBe('TOKEN_EXPIRED');
  });

  it('calls a forged or foreign link invalid', async () => {
    expect(await (await linkStatus('not.a.jwt')).json()).toMatchObject({ valid: false, reason: 'invalid' });
    const forUnknown = await signedToken({ email: uniqueEmail('ghost') }, Math.floor(Date.now() / 1000) + 600);
    expect(await (await linkStatus(forUnknown)).json()).toMatchObject({ valid: false, reason: 'invalid' });
  });
});
