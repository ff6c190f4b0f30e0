import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { billingEvents, checkoutSessions, subscriptionVerifications, users } from '@/server/db/schema';
import { signStripeTestPayload } from '@/server/lib/billing/stripe-provider';
import { createCoach, TEST_PASSWORD } from '@/test/coaches';
import { startFakeStripe, type FakeStripe } from '@/test/fake-stripe';
import { call } from '@/test/http';
import { useTestApp } from '@/test/test-app';

const WEBHOOK_SECRET = 'whsec_test_secret';
const STRIPE = {
  STRIPE_SECRET_KEY: 'sk_test_fake',
  STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
  STRIPE_PRICE_ID: 'price_123',
};
const DAY_S = 24 * 60 * 60;
const nowS = () => Math.floor(Date.now() / 1000);

let fake: FakeStripe;
beforeAll(async () => {
  fake = await startFakeStripe();
});
afterEach(() => fake.reset());
afterAll(async () => {
  await fake.close();
});
const t = useTestApp(STRIPE, { billing: () => ({ stripeApi: fake.api }) });

let eventCounter = 0;
function stripeEvent(type: string, object: Record<string, unknown>, id = `evt_${++eventCounter}_${Date.now()}`) {
  return JSON.stringify({ id, object: 'event', type, api_version: '2026-10-28', created: nowS(), data: { object } });
}

function deliver(payload: string, signature = signStripeTestPayload(payload, WEBHOOK_SECRET)) {
  return call(t(), 'POST', '/api/billing/webhook', {
    rawBody: payload,
    headers: { 'stripe-signature': signature, 'content-type': 'application/json' },
  });
}

async function userRow(email: string) {
  const [row] = await t().database.db.select().from(users).where(eq(users.email, email));
  return row!;
}

async function verificationResults(userId: string) {
  const rows = await t()
    .database.db.select()
    .from(subscriptionVerifications)
    .where(eq(subscriptionVerifications.userId, userId))
    .orderBy(subscriptionVerifications.verifiedAt);
  return rows.map((row) => row.result);
}

/** A coach who has started a checkout, so that Stripe knows them as a customer. */
async function coachWithCustomer() {
  const coach = await createCoach(t());
  const checkout = await call(t(), 'POST', '/api/billing/checkout', { cookie: coach.cookie });
  expect(checkout.status).toBe(200);
  const { sessionId } = (await checkout.json()) as { sessionId: string };
  const row = await userRow(coach.email);
  return { ...coach, sessionId, userId: row.id, customerId: row.stripeCustomerId! };
}

function addSubscription(customer: string, status: string, id = `sub_${++eventCounter}`, created = nowS()) {
  fake.subscriptions.set(id, { id, customer, status, created, currentPeriodEnd: nowS() + 30 * DAY_S });
  return id;
}

describe('billing with Stripe (offline fake)', () => {
  it('creates the customer once, reuses it, and starts a subscription-mode Checkout', async () => {
    const coach = await createCoach(t());
    const first = await call(t(), 'POST', '/api/billing/checkout', { cookie: coach.cookie });
    expect(first.status).toBe(200);
    expect(await first.json()).toMatchObject({ url: expect.stringMatching(/^https:\/\/checkout\.stripe\.test\//) });
    const second = await call(t(), 'POST', '/api/billing/checkout', { cookie: coach.cookie });
    expect(second.status).toBe(200);

    const customers = fake.requests.filter((request) => request.path === '/v1/customers');
    expect(customers).toHaveLength(1);
    expect(customers[0]!.params.get('email')).toBe(coach.email);
    const sessions = fake.requests.filter((request) => request.path === '/v1/checkout/sessions');
    expect(sessions).toHaveLength(2);
    const user = await userRow(coach.email);
    for (const session of sessions) {
      expect(session.params.get('mode')).toBe('subscription');
      expect(session.params.get('customer')).toBe(user.stripeCustomerId);
      expect(session.params.get('client_reference_id')).toBe(user.id);
      expect(session.params.get('line_items[0][price]')).toBe('price_123');
      expect(session.params.get('success_url')).toBe(
        'http://localhost:3000/subscription/plans?checkout=success&session_id={CHECKOUT_SESSION_ID}',
      );
    }
    const rows = await t().database.db.select().from(checkoutSessions).where(eq(checkoutSessions.userId, user.id));
    expect(rows).toHaveLength(2);
  });

  it('activates the subscription from a signed checkout.session.completed, re-fetched from Stripe', async () => {
    const coach = await coachWithCustomer();
    const subscriptionId = addSubscription(coach.customerId, 'active');
    const response = await deliver(
      stripeEvent('checkout.session.completed', {
        id: coach.sessionId,
        object: 'checkout.session',
        customer: coach.customerId,
        client_reference_id: coach.userId,
        subscription: subscriptionId,
      }),
    );
    expect(response.status).toBe(200);
    const user = await userRow(coach.email);
    expect(user).toMatchObject({ subscriptionStatus: 'active', stripeSubscriptionId: subscriptionId });
    expect(user.subscriptionEndDate!.getTime()).toBe(fake.subscriptions.get(subscriptionId)!.currentPeriodEnd * 1000);

    const status = await call(t(), 'GET', `/api/billing/status?checkoutSessionId=${coach.sessionId}`, {
      cookie: coach.cookie,
    });
    expect(await status.json()).toMatchObject({
      provider: 'stripe',
      status: 'active',
      hasAccess: true,
      canManageBilling: true,
      canCancel: false,
      checkout: 'completed',
      daysRemaining: 30,
    });
    expect(await verificationResults(coach.userId)).toEqual(['trial', 'active']);
  });

  it('takes three concurrent deliveries of one event once', async () => {
    const coach = await coachWithCustomer();
    addSubscription(coach.customerId, 'active');
    const payload = stripeEvent('customer.subscription.updated', { id: 'sub_x', customer: coach.customerId });
    const answers = await Promise.all([deliver(payload), deliver(payload), deliver(payload)]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200]);
    const outcomes = await Promise.all(
      answers.map(async (answer) => ((await answer.json()) as { outcome: string }).outcome),
    );
    expect(outcomes.sort()).toEqual(['applied', 'duplicate', 'duplicate']);
    expect(fake.requests.filter((request) => request.path === '/v1/subscriptions')).toHaveLength(1);
    expect(await t().database.db.select().from(billingEvents)).toHaveLength(1);
    expect(await verificationResults(coach.userId)).toEqual(['trial', 'active']);
  });

  it('converges on Stripe’s current state whatever order the events arrive in', async () => {
    const coach = await coachWithCustomer();
    const old = addSubscription(coach.customerId, 'canceled', 'sub_old', nowS() - 60 * DAY_S);
    const current = addSubscription(coach.customerId, 'active', 'sub_new');
    // The new subscription's event first, then the stale deletion of the old one.
    await deliver(stripeEvent('customer.subscription.created', { id: current, customer: coach.customerId }));
    await deliver(stripeEvent('customer.subscription.deleted', { id: old, customer: coach.customerId }));
    expect(await userRow(coach.email)).toMatchObject({ subscriptionStatus: 'active', stripeSubscriptionId: current });

    // A payment failure that Stripe has since resolved: the re-fetch says active.
    await deliver(stripeEvent('invoice.payment_failed', { id: 'in_1', customer: coach.customerId }));
    expect(await userRow(coach.email)).toMatchObject({ subscriptionStatus: 'active' });

    fake.subscriptions.get(current)!.status = 'past_due';
    await deliver(stripeEvent('invoice.payment_failed', { id: 'in_2', customer: coach.customerId }));
    expect(await userRow(coach.email)).toMatchObject({ subscriptionStatus: 'past_due' });
    const gated = await call(t(), 'GET', '/api/dashboard', { cookie: coach.cookie });
    expect(gated.status).toBe(402);
    const second = await call(t(), 'POST', '/api/billing/checkout', { cookie: coach.cookie });
    expect(second.status).toBe(409);
    expect(await second.json()).toMatchObject({
      error: { message: 'Your last payment failed. Update your payment method under Manage billing.' },
    });

    fake.subscriptions.get(current)!.status = 'active';
    await deliver(stripeEvent('invoice.paid', { id: 'in_3', customer: coach.customerId }));
    expect(await userRow(coach.email)).toMatchObject({ subscriptionStatus: 'active' });
    expect((await call(t(), 'GET', '/api/dashboard', { cookie: coach.cookie })).status).toBe(200);
  });

  it('refuses a bad signature with 400 and changes nothing', async () => {
    const coach = await coachWithCustomer();
    addSubscription(coach.customerId, 'active');
    const payload = stripeEvent('customer.subscription.updated', { id: 'sub_y', customer: coach.customerId });
    const forged = signStripeTestPayload(payload, 'whsec_someone_else');
    const refused = await deliver(payload, forged);
    expect(refused.status).toBe(400);
    expect(await refused.json()).toEqual({ error: { code: 'BAD_REQUEST', message: 'Invalid webhook signature' } });
    const tampered = await deliver(
      payload.replace('subscription.updated', 'subscription.created'),
      signStripeTestPayload(payload, WEBHOOK_SECRET),
    );
    expect(tampered.status).toBe(400);
    const unsigned = await call(t(), 'POST', '/api/billing/webhook', { rawBody: payload });
    expect(unsigned.status).toBe(400);
    expect(await t().database.db.select().from(billingEvents)).toHaveLength(0);
    expect(await userRow(coach.email)).toMatchObject({ subscriptionStatus: 'trial' });
  });

  it('answers 200 to events it does not handle, and to customers it does not know', async () => {
    const ignored = await deliver(stripeEvent('customer.created', { id: 'cus_unknown' }));
    expect(await ignored.json()).toEqual({ received: true, outcome: 'ignored' });
    const stranger = await deliver(
      stripeEvent('customer.subscription.updated', { id: 'sub_z', customer: 'cus_unknown' }),
    );
    expect(stranger.status).toBe(200);
    expect(await stranger.json()).toEqual({ received: true, outcome: 'unknown_customer' });
  });

  it('opens the customer portal for the coach’s own customer', async () => {
    const coach = await coachWithCustomer();
    const portal = await call(t(), 'POST', '/api/billing/portal', { cookie: coach.cookie });
    expect(portal.status).toBe(200);
    expect(await portal.json()).toEqual({ url: 'https://billing.stripe.test/session' });
    const request = fake.requests.find((item) => item.path === '/v1/billing_portal/sessions')!;
    expect(request.params.get('customer')).toBe(coach.customerId);
    expect(request.params.get('return_url')).toBe('http://localhost:3000/account');

    const other = await createCoach(t());
    const refused = await call(t(), 'POST', '/api/billing/portal', { cookie: other.cookie });
    expect(refused.status).toBe(409);
  });

  it('re-syncs with Stripe at most once a day, and at once for a checkout the browser waits for', async () => {
    const coach = await coachWithCustomer();
    const listCalls = () => fake.requests.filter((request) => request.path === '/v1/subscriptions').length;
    // Verified at sign-in: the status checks of the next 24 hours read the stored state.
    await call(t(), 'GET', '/api/billing/status', { cookie: coach.cookie });
    await call(t(), 'GET', '/api/billing/status', { cookie: coach.cookie });
    expect(listCalls()).toBe(0);

    // Paid, webhook not arrived yet: the poll for the pending checkout finds it.
    addSubscription(coach.customerId, 'active');
    const polled = await call(t(), 'GET', `/api/billing/status?checkoutSessionId=${coach.sessionId}`, {
      cookie: coach.cookie,
    });
    expect(await polled.json()).toMatchObject({ status: 'active', hasAccess: true, checkout: 'pending' });
    expect(listCalls()).toBe(1);

    // A day later the next status check asks Stripe again.
    await t()
      .database.db.update(users)
      .set({ billingSyncedAt: new Date(Date.now() - 25 * 60 * 60 * 1000) })
      .where(eq(users.id, coach.userId));
    await call(t(), 'GET', '/api/billing/status', { cookie: coach.cookie });
    expect(listCalls()).toBe(2);
  });

  it('keeps the stored state and says so when Stripe is unreachable', async () => {
    const coach = await coachWithCustomer();
    fake.failing = true;
    const status = await call(t(), 'GET', '/api/billing/status', { cookie: coach.cookie });
    expect(status.status).toBe(200);
    expect(await status.json()).toMatchObject({ status: 'trial', hasAccess: true });
    const checkout = await call(t(), 'POST', '/api/billing/checkout', { cookie: coach.cookie });
    expect(checkout.status).toBe(503);
    expect(await checkout.json()).toMatchObject({ error: { code: 'BILLING_UNAVAILABLE' } });
  });

  it('cancels the Stripe subscription before the account is deleted', async () => {
    const coach = await coachWithCustomer();
    const subscriptionId = addSubscription(coach.customerId, 'active');
    await deliver(stripeEvent('customer.subscription.created', { id: subscriptionId, customer: coach.customerId }));

    fake.failing = true;
    const blocked = await call(t(), 'POST', '/api/auth/delete-user', {
      cookie: coach.cookie,
      body: { password: TEST_PASSWORD },
    });
    expect(blocked.status).toBe(503);
    expect(await userRow(coach.email)).toBeDefined();

    fake.failing = false;
    const deleted = await call(t(), 'POST', '/api/auth/delete-user', {
      cookie: coach.cookie,
      body: { password: TEST_PASSWORD },
    });
    expect(deleted.status).toBe(200);
    expect(fake.subscriptions.get(subscriptionId)!.status).toBe('canceled');
    expect(
      fake.requests.some(
        (request) => request.method === 'DELETE' && request.path === `/v1/subscriptions/${subscriptionId}`,
      ),
    ).toBe(true);
    expect(await userRow(coach.email)).toBeUndefined();
  });
});
