import { eq } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { authAccounts, users } from '@/server/db/schema';
import { TEST_PASSWORD, signInWithLink, signUp, tokenFromOutbox, uniqueEmail } from '@/test/coaches';
import { call } from '@/test/http';
import { useTestApp } from '@/test/test-app';

const t = useTestApp();

const linkStatus = (token: string) =>
  call(t(), 'GET', `/api/auth-links/status?type=signup&token=${encodeURIComponent(token)}`);

const userRow = async (email: string) => (await t().database.db.select().from(users).where(eq(users.email, email)))[0]!;

async function signedToken(payload: Record<string, unknown>, expiresAt: number) {
  const secret = (await t().deps.auth.$context).secret;
  return new SignJWT(payload)
    .setProtectedHeader({ alg: 'HS256' })
    .setIssuedAt(expiresAt - 3600)
    .setExpirationTime(expiresAt)
    .sign(new TextEncoder().encode(secret));
}

describe('e-mail confirmation links', () => {
  it('confirm the address at a sign-in with the password; afterwards the link reads as already verified', async () => {
    const email = uniqueEmail();
    await signUp(t(), email);
    const token = tokenFromOutbox(t(), email, 'verify');
    expect(await (await linkStatus(token)).json()).toEqual({ type: 'signup', valid: true, reason: 'usable', email });

    const first = await signInWithLink(t(), email, TEST_PASSWORD, token);
    expect(first.status).toBe(200);
    expect(await (await linkStatus(token)).json()).toMatchObject({ valid: false, reason: 'already_verified' });

    const second = await signInWithLink(t(), email, TEST_PASSWORD, token);
    expect(second.status).toBe(200);
  });

  it('confirm nothing alone, nor with a wrong password', async () => {
    const email = uniqueEmail();
    await signUp(t(), email);
    const token = tokenFromOutbox(t(), email, 'verify');
    expect((await call(t(), 'GET', `/api/auth/verify-email?token=${token}`)).status).toBe(404);
    const wrong = await signInWithLink(t(), email, 'Wrong7Password', token);
    expect(wrong.status).toBe(401);
    expect((await wrong.json()).error.code).toBe('INVALID_EMAIL_OR_PASSWORD');
    expect(await userRow(email)).toMatchObject({ emailVerified: false });
    expect(await (await linkStatus(token)).json()).toMatchObject({ valid: true, reason: 'usable' });
  });

  it('serve only the account and the password they were sent for', async () => {
    const email = uniqueEmail();
    const other = uniqueEmail('other');
    await signUp(t(), email);
    await signUp(t(), other);
    const token = tokenFromOutbox(t(), email, 'verify');
    // Another address's sign-in cannot use it.
    const foreign = await signInWithLink(t(), other, TEST_PASSWORD, token);
    expect(foreign.status).toBe(400);
    expect((await foreign.json()).error.code).toBe('INVALID_TOKEN');

    // Once the account's password is another, the link names a password that is gone.
    const user = await userRow(email);
    await t()
      .database.db.update(authAccounts)
      .set({ password: await (await t().deps.auth.$context).password.hash('Another9Password') })
      .where(eq(authAccounts.userId, user.id));
    expect(await (await linkStatus(token)).json()).toMatchObject({ valid: false, reason: 'invalid' });
    expect((await signInWithLink(t(), email, 'Another9Password', token)).status).toBe(400);
    expect(await userRow(email)).toMatchObject({ emailVerified: false });
  });

  it('expire after 24 hours', async () => {
    const email = uniqueEmail();
    await signUp(t(), email);
    const token = tokenFromOutbox(t(), email, 'verify');
    const [, payload] = token.split('.');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString()) as Record<string, unknown>;
    expect((claims.exp as number) - (claims.iat as number)).toBe(24 * 60 * 60);

    const expired = await signedToken(claims, Math.floor(Date.now() / 1000) - 60);
    expect(await (await linkStatus(expired)).json()).toMatchObject({ valid: false, reason: 'expired' });
    const refused = await signInWithLink(t(), email, TEST_PASSWORD, expired);
    expect(refused.status).toBe(400);
    expect((await refused.json()).error.code).toBe('TOKEN_EXPIRED');
  });

  it('call a forged or foreign link invalid', async () => {
    expect(await (await linkStatus('not.a.jwt')).json()).toMatchObject({ valid: false, reason: 'invalid' });
    const forUnknown = await signedToken({ email: uniqueEmail('ghost') }, Math.floor(Date.now() / 1000) + 600);
    expect(await (await linkStatus(forUnknown)).json()).toMatchObject({ valid: false, reason: 'invalid' });
  });
});
