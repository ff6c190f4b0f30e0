import { describe, expect, it } from 'vitest';
import { INVALID_UNSUBSCRIBE_LINK } from '@/shared/schemas/weekly-summary';
import { createCoach, TEST_PASSWORD } from '@/test/coaches';
import { call } from '@/test/http';
import { TEST_ORIGIN, useTestApp, type TestApp } from '@/test/test-app';
import { weeklySummarySubscriptions } from '../../db/schema';
import { createLinkSigner } from '../../lib/security/signed-links';
import { unsubscribeToken, UNSUBSCRIBE_PURPOSE } from './unsubscribe-links';

const setting = async (t: TestApp, cookie: string) => {
  const response = await call(t, 'GET', '/api/weekly-summary', { cookie });
  expect(response.status).toBe(200);
  const { subscribed } = (await response.json()) as { subscribed: boolean };
  return { subscribed };
};
const turn = (t: TestApp, cookie: string, subscribed: unknown) =>
  call(t, 'PUT', '/api/weekly-summary', { cookie, body: { subscribed } });

/** As a mail program sends it (RFC 8058): a form body, no Origin, no cookie. */
const oneClick = (t: TestApp, token: string) =>
  t.app.request(`${TEST_ORIGIN}/api/weekly-summary/unsubscribe?${new URLSearchParams({ token }).toString()}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: 'List-Unsubscribe=One-Click',
  });

const userIdOf = async (t: TestApp, cookie: string) =>
  ((await (await call(t, 'GET', '/api/me', { cookie })).json()) as { user: { id: string } }).user.id;

describe('the weekly summary switch on /account', () => {
  const t = useTestApp();

  it('is off until the coach turns it on, and turns off again', async () => {
    const { cookie } = await createCoach(t());
    // The time zone it follows: UTC until the coach chooses one on /profile.
    const read = async () => (await call(t(), 'GET', '/api/weekly-summary', { cookie })).json();
    expect(await read()).toEqual({ subscribed: false, timeZone: 'UTC' });
    await call(t(), 'PUT', '/api/profile', { cookie, body: { timeZone: 'Pacific/Auckland' } });
    expect(await read()).toEqual({ subscribed: false, timeZone: 'Pacific/Auckland' });
    expect(await setting(t(), cookie)).toEqual({ subscribed: false });
    expect(await (await turn(t(), cookie, true)).json()).toEqual({ subscribed: true });
    expect(await setting(t(), cookie)).toEqual({ subscribed: true });
    // Turning it on twice is the same as once.
    expect((await turn(t(), cookie, true)).status).toBe(200);
    expect(await (await turn(t(), cookie, false)).json()).toEqual({ subscribed: false });
    expect(await setting(t(), cookie)).toEqual({ subscribed: false });
  });

  it('refuses anything but on or off, with a clear 4xx, and changes nothing', async () => {
    const { cookie } = await createCoach(t());
    await turn(t(), cookie, true);
    for (const value of ['yes', 1, null, 'true\u0000', 'x'.repeat(100_000)]) {
      const response = await turn(t(), cookie, value);
      expect(response.status).toBe(400);
      expect((await response.json()).error.code).toBe('VALIDATION_FAILED');
    }
    expect((await call(t(), 'PUT', '/api/weekly-summary', { cookie, body: {} })).status).toBe(400);
    const huge = await call(t(), 'PUT', '/api/weekly-summary', {
      cookie,
      rawBody: `{"subscribed":false,"x":"${'x'.repeat(1_100_000)}"}`,
    });
    expect(huge.status).toBe(413);
    const notJson = await call(t(), 'PUT', '/api/weekly-summary', {
      cookie,
      rawBody: 'subscribed=false',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(notJson.status).toBe(415);
    expect(await setting(t(), cookie)).toEqual({ subscribed: true });
  });

  it('needs a sign-in, and each coach reads and changes only their own', async () => {
    expect((await call(t(), 'GET', '/api/weekly-summary')).status).toBe(401);
    expect((await call(t(), 'PUT', '/api/weekly-summary', { body: { subscribed: true } })).status).toBe(401);
    const ann = await createCoach(t());
    const bob = await createCoach(t());
    await turn(t(), ann.cookie, true);
    expect(await setting(t(), bob.cookie)).toEqual({ subscribed: false });
    await turn(t(), bob.cookie, false);
    expect(await setting(t(), ann.cookie)).toEqual({ subscribed: true });
  });
});

describe('the one-click unsubscribe link', () => {
  const t = useTestApp();

  async function subscribedCoach() {
    const coach = await createCoach(t());
    await turn(t(), coach.cookie, true);
    return { ...coach, userId: await userIdOf(t(), coach.cookie) };
  }

  it('works without a sign-in, from a mail program (RFC 8058) or the page, as often as it is used', async () => {
    const coach = await subscribedCoach();
    const token = unsubscribeToken(t().deps.signer, coach.userId);
    const answer = await oneClick(t(), token);
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ subscribed: false });
    expect(await setting(t(), coach.cookie)).toEqual({ subscribed: false });
    // Again, as the page would send it (JSON from our own origin): still fine.
    const again = await call(t(), 'POST', `/api/weekly-summary/unsubscribe?token=${token}`, { body: {} });
    expect(again.status).toBe(200);
  });

  it('changes nothing when a mail scanner only opens it: GET leads to the page', async () => {
    const coach = await subscribedCoach();
    const token = unsubscribeToken(t().deps.signer, coach.userId);
    const opened = await t().app.request(`${TEST_ORIGIN}/api/weekly-summary/unsubscribe?token=${token}`);
    expect(opened.status).toBe(303);
    expect(opened.headers.get('location')).toBe(`/unsubscribe?token=${token}`);
    const garbage = await t().app.request(`${TEST_ORIGIN}/api/weekly-summary/unsubscribe?token=%3Cscript%3E`);
    expect(garbage.headers.get('location')).toBe('/unsubscribe');
    expect(await setting(t(), coach.cookie)).toEqual({ subscribed: true });
  });

  it('cannot be forged, nor used for another coach or another purpose', async () => {
    const ann = await subscribedCoach();
    const bob = await subscribedCoach();
    const annToken = unsubscribeToken(t().deps.signer, ann.userId);
    const [, annSignature] = annToken.split('.');
    const forgeries = [
      // Bob's id with Ann's signature.
      `${Buffer.from(bob.userId).toString('base64url')}.${annSignature}`,
      // Bob's id signed with a secret that is not the server's.
      unsubscribeToken(createLinkSigner('not-the-server-secret-but-long-enough'), bob.userId),
      // A signature of the server's for another purpose.
      t().deps.signer.sign(`${UNSUBSCRIBE_PURPOSE}-other`, bob.userId),
      `${annToken.slice(0, -2)}AA`,
      'not-a-token',
      '',
    ];
    for (const token of forgeries) {
      const answer = await oneClick(t(), token);
      expect(answer.status, token).toBe(400);
      expect(((await answer.json()) as { error: { message: string } }).error.message).toBe(INVALID_UNSUBSCRIBE_LINK);
    }
    const missing = await t().app.request(`${TEST_ORIGIN}/api/weekly-summary/unsubscribe`, { method: 'POST' });
    expect(missing.status).toBe(400);
    expect(await setting(t(), bob.cookie)).toEqual({ subscribed: true });
    // Ann's own link stops Ann's summary, and only hers.
    expect((await oneClick(t(), annToken)).status).toBe(200);
    expect(await setting(t(), ann.cookie)).toEqual({ subscribed: false });
    expect(await setting(t(), bob.cookie)).toEqual({ subscribed: true });
  });

  it('answers a deleted coach’s link without error: there is nothing left to stop', async () => {
    const coach = await subscribedCoach();
    const token = unsubscribeToken(t().deps.signer, coach.userId);
    const deleted = await call(t(), 'POST', '/api/auth/delete-user', {
      cookie: coach.cookie,
      body: { password: TEST_PASSWORD },
    });
    expect(deleted.status).toBe(200);
    const { db } = t().database;
    expect(await db.select().from(weeklySummarySubscriptions)).toEqual([]);
    expect((await oneClick(t(), token)).status).toBe(200);
  });
});
