import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { users } from '@/server/db/schema';
import { signStripeTestPayload } from '@/server/lib/billing/stripe-provider';
import { createCoach } from '@/test/coaches';
import { startFakeStripe, type FakeStripe } from '@/test/fake-stripe';
import { call } from '@/test/http';
import { useTestApp } from '@/test/test-app';

const WEBHOOK_SECRET = 'whsec_test_secret';
const STRIPE = {
  STRIPE_SECRET_KEY: 'sk_test_fake',
  STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
  STRIPE_PRICE_ID: 'price_123',
};
const DAY_MS = 24 * 60 * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;

let fake: FakeStripe;
beforeAll(async () => {
  fake = await startFakeStripe();
});
afterEach(() => fake.reset());
afterAll(async () => {
  await fake.close();
});
const t = useTestApp({ ...STRIPE, TRIAL_DAYS: '14' }, { billing: () => ({ stripeApi: fake.api }) });

async function setTrialEnd(email: string, end: Date) {
  await t().database.db.update(users).set({ subscriptionEndDate: end }).where(eq(users.email, email));
}

async function checkoutTrialEnd(cookie: string) {
  fake.requests.length = 0;
  expect((await call(t(), 'POST', '/api/billing/checkout', { cookie })).status).toBe(200);
  const request = fake.requests.find((item) => item.path === '/v1/checkout/sessions')!;
  const value = request.params.get('subscription_data[trial_end]');
  return value === null ? null : Number(value) * 1000;
}

async function status(cookie: string) {
  return (await call(t(), 'GET', '/api/billing/status', { cookie })).json();
}

describe('subscribing during the trial with Stripe', () => {
  it('sends the trial end to Checkout, so the paid period starts when the trial ends', async () => {
    const coach = await createCoach(t());
    const end = new Date(Date.now() + 10 * DAY_MS);
    await setTrialEnd(coach.email, end);
    expect(await status(coach.cookie)).toMatchObject({ trialEnd: end.toISOString(), subscribed: false });
    expect(await checkoutTrialEnd(coach.cookie)).toBe(Math.ceil(end.getTime() / 1000) * 1000);
  });

  it('gives Stripe its 48-hour minimum when less is left, never less than the coach has', async () => {
    const coach = await createCoach(t());
    await setTrialEnd(coach.email, new Date(Date.now() + 5 * HOUR_MS));
    const sent = await checkoutTrialEnd(coach.cookie);
    expect(sent! - Date.now()).toBeGreaterThan(48 * HOUR_MS);
    expect(sent! - Date.now()).toBeLessThan(50 * HOUR_MS);
  });

  it('sends no trial once the trial is over', async () => {
    const coach = await createCoach(t());
    await setTrialEnd(coach.email, new Date(Date.now() - HOUR_MS));
    expect(await status(coach.cookie)).toMatchObject({ trialEnd: null, hasAccess: false });
    expect(await checkoutTrialEnd(coach.cookie)).toBeNull();
  });

  it('shows the carried-over trial as the first payment date, and a portal cancellation as its end', async () => {
    const coach = await createCoach(t());
    await checkoutTrialEnd(coach.cookie);
    const [user] = await t().database.db.select().from(users).where(eq(users.email, coach.email));
    const trialEndS = Math.floor(user!.subscriptionEndDate!.getTime() / 1000);
    fake.subscriptions.set('sub_trial', {
      id: 'sub_trial',
      customer: user!.stripeCustomerId!,
      status: 'trialing',
      created: Math.floor(Date.now() / 1000),
      currentPeriodEnd: trialEndS,
    });
    const payload = JSON.stringify({
      id: 'evt_trial_1',
      object: 'event',
      type: 'customer.subscription.created',
      api_version: '2026-10-28',
      created: Math.floor(Date.now() / 1000),
      data: { object: { id: 'sub_trial', object: 'subscription', customer: user!.stripeCustomerId } },
    });
    const delivered = await call(t(), 'POST', '/api/billing/webhook', {
      rawBody: payload,
      headers: {
        'stripe-signature': signStripeTestPayload(payload, WEBHOOK_SECRET),
        'content-type': 'application/json',
      },
    });
    expect(delivered.status).toBe(200);
    expect(await status(coach.cookie)).toMatchObject({
      status: 'trialing',
      subscribed: true,
      hasAccess: true,
      cancelAtPeriodEnd: false,
      paidFrom: new Date(trialEndS * 1000).toISOString(),
      trialEnd: null,
      daysRemaining: 14,
    });

    fake.subscriptions.get('sub_trial')!.cancelAtPeriodEnd = true;
    const again = payload.replace('evt_trial_1', 'evt_trial_2').replace('subscription.created', 'subscription.updated');
    await call(t(), 'POST', '/api/billing/webhook', {
      rawBody: again,
      headers: { 'stripe-signature': signStripeTestPayload(again, WEBHOOK_SECRET), 'content-type': 'application/json' },
    });
    expect(await status(coach.cookie)).toMatchObject({ status: 'trialing', hasAccess: true, cancelAtPeriodEnd: true });
  });
});
