import { describe, expect, it } from 'vitest';
import { billingBannerKind, periodEndLabel, subscriptionStatusLabel, subscriptionStatusText } from './status-text';

const format = (iso: string) => iso.slice(0, 10);

describe('subscription status text', () => {
  it.each([
    [
      { status: 'trial', periodEnd: '2026-05-10T00:00:00Z', daysRemaining: 9, hasAccess: true },
      'Free trial — 9 days left',
    ],
    [
      { status: 'trialing', periodEnd: '2026-05-10T00:00:00Z', daysRemaining: 1, hasAccess: true },
      'Free trial — 1 day left',
    ],
    [{ status: 'trial', periodEnd: '2026-05-01T00:00:00Z', daysRemaining: 0, hasAccess: false }, 'Trial ended'],
    [
      { status: 'active', periodEnd: '2026-06-01T00:00:00Z', daysRemaining: 31, hasAccess: true },
      'Active until 2026-06-01',
    ],
    [{ status: 'active', periodEnd: '2026-04-01T00:00:00Z', daysRemaining: 0, hasAccess: false }, 'Subscription ended'],
    [{ status: 'past_due', periodEnd: null, daysRemaining: null, hasAccess: false }, 'Payment failed'],
    [{ status: 'canceled', periodEnd: null, daysRemaining: null, hasAccess: false }, 'Subscription canceled'],
    [
      { status: 'active', periodEnd: '2026-06-01T00:00:00Z', daysRemaining: 31, hasAccess: true, subscribed: true },
      'Renews on 2026-06-01',
    ],
    [
      {
        status: 'active',
        periodEnd: '2026-06-01T00:00:00Z',
        daysRemaining: 31,
        hasAccess: true,
        subscribed: true,
        cancelAtPeriodEnd: true,
      },
      'Ends on 2026-06-01',
    ],
    [
      { status: 'trialing', periodEnd: '2026-05-10T00:00:00Z', daysRemaining: 9, hasAccess: true, subscribed: true },
      'Subscribed — first payment on 2026-05-10',
    ],
    [
      {
        status: 'trialing',
        periodEnd: '2026-05-10T00:00:00Z',
        daysRemaining: 9,
        hasAccess: true,
        subscribed: true,
        cancelAtPeriodEnd: true,
      },
      'Ends on 2026-05-10',
    ],
  ] as const)('%o reads %s', (input, text) => {
    expect(subscriptionStatusText(input, format)).toBe(text);
  });
});

describe('subscription status label', () => {
  it.each([
    [{ status: 'trial', hasAccess: true }, 'Free trial'],
    [{ status: 'trialing', hasAccess: false }, 'Trial ended'],
    [{ status: 'active', hasAccess: true }, 'Active'],
    [{ status: 'active', hasAccess: false }, 'Subscription ended'],
    [{ status: 'past_due', hasAccess: false }, 'Payment failed'],
    [{ status: 'canceled', hasAccess: false }, 'Canceled'],
  ] as const)('%o reads %s', (input, text) => {
    expect(subscriptionStatusLabel({ ...input, periodEnd: null, daysRemaining: null })).toBe(text);
  });
});

describe('period end label', () => {
  const base = { periodEnd: '2026-05-10T00:00:00Z', daysRemaining: 9, hasAccess: true };
  it('names the date by what happens then', () => {
    expect(periodEndLabel({ ...base, status: 'trial' })).toBe('Period end');
    expect(periodEndLabel({ ...base, status: 'active', subscribed: true })).toBe('Renews on');
    expect(periodEndLabel({ ...base, status: 'active', subscribed: true, cancelAtPeriodEnd: true })).toBe('Ends on');
    expect(periodEndLabel({ ...base, status: 'trialing', subscribed: true })).toBe('First payment on');
  });
});

describe('billing banner', () => {
  const base = { periodEnd: '2026-05-10T00:00:00Z', hasAccess: true, isAdmin: false, freeAccount: false };
  it('shows for a failed payment and for a trial ending within 3 days', () => {
    expect(billingBannerKind({ ...base, status: 'past_due', daysRemaining: 5 })).toBe('payment_failed');
    expect(billingBannerKind({ ...base, status: 'trial', daysRemaining: 3 })).toBe('trial_ending');
    expect(billingBannerKind({ ...base, status: 'trial', daysRemaining: 4 })).toBeNull();
    expect(billingBannerKind({ ...base, status: 'active', daysRemaining: 1 })).toBeNull();
  });

  it('does not warn of a trial ending once the coach has subscribed', () => {
    expect(billingBannerKind({ ...base, status: 'trialing', daysRemaining: 2, subscribed: true })).toBeNull();
  });

  it('never shows for admins and free accounts', () => {
    expect(billingBannerKind({ ...base, status: 'past_due', daysRemaining: 0, isAdmin: true })).toBeNull();
    expect(billingBannerKind({ ...base, status: 'trial', daysRemaining: 1, freeAccount: true })).toBeNull();
  });
});
