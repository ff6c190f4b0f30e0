import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { subscriptionVerifications, users } from '@/server/db/schema';
import { createCoach, signIn } from '@/test/coaches';
import { call } from '@/test/http';
import { useTestApp } from '@/test/test-app';

const t = useTestApp({ TRIAL_DAYS: '14' });
const DAY_MS = 24 * 60 * 60 * 1000;

async function startCheckout(cookie: string) {
  const response = await call(t(), 'POST', '/api/billing/checkout', { cookie });
  expect(response.status).toBe(200);
  return (await response.json()) as { sessionId: string; url: string };
}

async function status(cookie: string, checkoutSessionId?: string) {
  const query = checkoutSessionId ? `?checkoutSessionId=${checkoutSessionId}` : '';
  const response = await call(t(), 'GET', `/api/billing/status${query}`, { cookie });
  expect(response.status).toBe(200);
  return response.json();
}

async function resultsFor(email: string) {
  const [user] = await t().database.db.select().from(users).where(eq(users.email, email));
  const rows = await t()
    .database.db.select()
    .from(subscriptionVerifications)
    .where(eq(subscriptionVerifications.userId, user!.id))
    .orderBy(subscriptionVerifications.verifiedAt);
  return rows.map((row) => row.result);
}

describe('demo billing', () => {
  it('puts a new coach on trial; a demo payment during it keeps the trial days and adds 30', async () => {
    const coach = await createCoach(t());
    expect(await status(coach.cookie)).toEqual({
      provider: 'demo',
      status: 'trial',
      periodEnd: expect.any(String),
      daysRemaining: 14,
      hasAccess: true,
      isAdmin: false,
      freeAccount: false,
      canManageBilling: false,
      canCancel: false,
      checkout: null,
      subscribed: false,
      cancelAtPeriodEnd: false,
      paidFrom: null,
      trialEnd: expect.any(String),
    });
    const trialEnd = new Date((await status(coach.cookie)).trialEnd);

    const checkout = await startCheckout(coach.cookie);
    expect(checkout.url).toBe(`/subscription/demo-checkout?session_id=${checkout.sessionId}`);
    expect(await status(coach.cookie, checkout.sessionId)).toMatchObject({ status: 'trial', checkout: 'pending' });

    const completed = await call(t(), 'POST', '/api/billing/demo-checkout/complete', {
      cookie: coach.cookie,
      body: { sessionId: checkout.sessionId },
    });
    expect(completed.status).toBe(204);
    const after = await status(coach.cookie, checkout.sessionId);
    expect(after).toMatchObject({
      status: 'active',
      hasAccess: true,
      daysRemaining: 44,
      canCancel: true,
      checkout: 'completed',
      subscribed: true,
      paidFrom: trialEnd.toISOString(),
      trialEnd: null,
    });
    expect(new Date(after.periodEnd).getTime()).toBe(trialEnd.getTime() + 30 * DAY_MS);
    expect(await resultsFor(coach.email)).toEqual(['trial', 'active']);

    const again = await call(t(), 'POST', '/api/billing/demo-checkout/complete', {
      cookie: coach.cookie,
      body: { sessionId: checkout.sessionId },
    });
    expect(again.status).toBe(409);
    const twice = await call(t(), 'POST', '/api/billing/checkout', { cookie: coach.cookie });
    expect(twice.status).toBe(409);
    expect(await twice.json()).toEqual({
      error: { code: 'CONFLICT', message: 'You already have an active subscription' },
    });
  });

  it('starts the 30 days at once when the trial is already over', async () => {
    const coach = await createCoach(t());
    await t()
      .database.db.update(users)
      .set({ subscriptionEndDate: new Date(Date.now() - 1000) })
      .where(eq(users.email, coach.email));
    const { sessionId } = await startCheckout(coach.cookie);
    await call(t(), 'POST', '/api/billing/demo-checkout/complete', { cookie: coach.cookie, body: { sessionId } });
    const after = await status(coach.cookie);
    expect(after).toMatchObject({ status: 'active', hasAccess: true, daysRemaining: 30, paidFrom: null });
    expect(Math.abs(new Date(after.periodEnd).getTime() - (Date.now() + 30 * DAY_MS))).toBeLessThan(60_000);
  });

  it('cancels a demo subscription, and the server then refuses subscription pages', async () => {
    const coach = await createCoach(t());
    const { sessionId } = await startCheckout(coach.cookie);
    await call(t(), 'POST', '/api/billing/demo-checkout/complete', { cookie: coach.cookie, body: { sessionId } });
    expect((await call(t(), 'POST', '/api/billing/cancel', { cookie: coach.cookie })).status).toBe(204);
    expect(await status(coach.cookie)).toMatchObject({ status: 'canceled', hasAccess: false, canCancel: false });
    const gated = await call(t(), 'GET', '/api/clients', { cookie: coach.cookie });
    expect(gated.status).toBe(402);
    expect(await gated.json()).toMatchObject({ error: { code: 'SUBSCRIPTION_REQUIRED' } });
    expect(await resultsFor(coach.email)).toEqual(['trial', 'active', 'canceled']);

    const nothing = await call(t(), 'POST', '/api/billing/cancel', { cookie: coach.cookie });
    expect(nothing.status).toBe(409);
    // Signing in again records another verification.
    await signIn(t(), coach.email);
    expect(await resultsFor(coach.email)).toEqual(['trial', 'active', 'canceled', 'canceled']);
  });

  it('keeps one coach’s checkout away from another', async () => {
    const owner = await createCoach(t());
    const other = await createCoach(t());
    const { sessionId } = await startCheckout(owner.cookie);
    expect(await status(other.cookie, sessionId)).toMatchObject({ checkout: null });
    const stolen = await call(t(), 'POST', '/api/billing/demo-checkout/complete', {
      cookie: other.cookie,
      body: { sessionId },
    });
    expect(stolen.status).toBe(404);
    expect(await status(other.cookie)).toMatchObject({ status: 'trial', canCancel: false });
    expect(await status(owner.cookie, sessionId)).toMatchObject({ status: 'trial', checkout: 'pending' });
    expect((await call(t(), 'POST', '/api/billing/cancel', { cookie: other.cookie })).status).toBe(409);
  });

  it('refuses an expired checkout, Stripe-only calls and anonymous callers', async () => {
    const coach = await createCoach(t());
    const { sessionId } = await startCheckout(coach.cookie);
    const { checkoutSessions } = await import('@/server/db/schema');
    await t()
      .database.db.update(checkoutSessions)
      .set({ createdAt: new Date(Date.now() - 61 * 60 * 1000) })
      .where(eq(checkoutSessions.id, sessionId));
    expect(await status(coach.cookie, sessionId)).toMatchObject({ checkout: 'expired' });
    const late = await call(t(), 'POST', '/api/billing/demo-checkout/complete', {
      cookie: coach.cookie,
      body: { sessionId },
    });
    expect(late.status).toBe(409);
    expect(await late.json()).toMatchObject({ error: { message: 'This checkout has expired. Please start again.' } });

    const empty = await call(t(), 'POST', '/api/billing/demo-checkout/complete', { cookie: coach.cookie, body: {} });
    expect(empty.status).toBe(400);
    expect((await call(t(), 'POST', '/api/billing/portal', { cookie: coach.cookie })).status).toBe(409);
    expect((await call(t(), 'POST', '/api/billing/webhook', { rawBody: '{}' })).status).toBe(404);
    for (const [method, path] of [
      ['GET', '/api/billing/status'],
      ['POST', '/api/billing/checkout'],
      ['POST', '/api/billing/portal'],
      ['POST', '/api/billing/cancel'],
    ] as const) {
      expect((await call(t(), method, path)).status).toBe(401);
    }
  });
});
