import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { subscriptionVerifications, users } from '@/server/db/schema';
import type { SubscriptionStatus } from '@/shared/domain/subscription-access';
import { createCoach, uniqueEmail } from '@/test/coaches';
import { call } from '@/test/http';
import { useTestApp } from '@/test/test-app';

const DAY_MS = 24 * 60 * 60 * 1000;
const SUBSCRIPTION_APIS = [
  '/api/dashboard',
  '/api/clients',
  '/api/coaching-sessions',
  '/api/supervision-sessions',
  '/api/cpd-records?today=2026-03-15',
  '/api/reports',
];

describe('the server’s subscription gate', () => {
  const t = useTestApp({ ADMIN_EMAILS: 'owner@example.com' });

  async function coachWith(state: { status: SubscriptionStatus; end: Date | null; freeAccount?: boolean }) {
    const coach = await createCoach(t());
    await t()
      .database.db.update(users)
      .set({
        subscriptionStatus: state.status,
        subscriptionEndDate: state.end,
        freeAccount: state.freeAccount ?? false,
      })
      .where(eq(users.email, coach.email));
    return coach;
  }

  const future = () => new Date(Date.now() + 5 * DAY_MS);
  const past = () => new Date(Date.now() - DAY_MS);

  it.each([
    ['trial', 'future', 200],
    ['trial', 'past', 402],
    ['trialing', 'future', 200],
    ['trialing', 'past', 402],
    ['active', 'future', 200],
    ['active', 'none', 200],
    ['active', 'past', 402],
    ['canceled', 'future', 402],
    ['canceled', 'none', 402],
    ['past_due', 'future', 402],
  ] as const)('a coach with status %s and period end %s gets %i', async (status, end, expected) => {
    const coach = await coachWith({ status, end: end === 'future' ? future() : end === 'past' ? past() : null });
    for (const path of SUBSCRIPTION_APIS) {
      const response = await call(t(), 'GET', path, { cookie: coach.cookie });
      expect(response.status, path).toBe(expected);
      if (expected === 402) expect(await response.json()).toMatchObject({ error: { code: 'SUBSCRIPTION_REQUIRED' } });
    }
    // The pages that stay reachable: account data, profile and billing itself.
    for (const path of ['/api/me', '/api/profile', '/api/billing/status']) {
      expect((await call(t(), 'GET', path, { cookie: coach.cookie })).status, path).toBe(200);
    }
  });

  it('lets free accounts and ADMIN_EMAILS accounts in without payment', async () => {
    const free = await coachWith({ status: 'canceled', end: past(), freeAccount: true });
    expect((await call(t(), 'GET', '/api/dashboard', { cookie: free.cookie })).status).toBe(200);
    const owner = await createCoach(t(), 'owner@example.com');
    await t()
      .database.db.update(users)
      .set({ subscriptionStatus: 'canceled' })
      .where(eq(users.email, 'owner@example.com'));
    expect((await call(t(), 'GET', '/api/dashboard', { cookie: owner.cookie })).status).toBe(200);
    const billing = await call(t(), 'GET', '/api/billing/status', { cookie: owner.cookie });
    expect(await billing.json()).toMatchObject({ isAdmin: true, hasAccess: true });
  });
});

describe('with TRIAL_DAYS=0', () => {
  const t = useTestApp({ TRIAL_DAYS: '0' });

  it('a new coach’s trial has already ended: refused by the server, recorded as trial_expired', async () => {
    const coach = await createCoach(t(), uniqueEmail('expired'));
    expect((await call(t(), 'GET', '/api/dashboard', { cookie: coach.cookie })).status).toBe(402);
    const status = await call(t(), 'GET', '/api/billing/status', { cookie: coach.cookie });
    expect(await status.json()).toMatchObject({ status: 'trial', hasAccess: false, daysRemaining: 0 });
    const [user] = await t().database.db.select().from(users).where(eq(users.email, coach.email));
    const rows = await t()
      .database.db.select()
      .from(subscriptionVerifications)
      .where(eq(subscriptionVerifications.userId, user!.id));
    expect(rows.map((row) => [row.result, row.notes])).toEqual([['trial_expired', 'sign-in']]);
  });
});
