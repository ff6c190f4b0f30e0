import { describe, expect, it } from 'vitest';
import { daysRemaining, hasSubscriptionAccess, trialEndDate } from './subscription-access';

const now = new Date('2026-11-22T12:00:00Z');
const later = new Date('2026-11-23T12:00:00Z');
const earlier = new Date('2026-11-21T12:00:00Z');

describe('hasSubscriptionAccess', () => {
  it.each([
    ['trial', null, true],
    ['trial', later, true],
    ['trial', earlier, false],
    ['trial', now, false],
    ['trialing', later, true],
    ['active', null, true],
    ['active', earlier, false],
    ['canceled', null, false],
    ['canceled', later, false],
    ['past_due', later, false],
  ] as const)('a coach on %s ending %s has access: %s', (status, end, expected) => {
    expect(
      hasSubscriptionAccess(
        { role: 'user', freeAccount: false, subscriptionStatus: status, subscriptionEndDate: end },
        now,
      ),
    ).toBe(expected);
  });

  it('lets an admin in without payment', () => {
    expect(
      hasSubscriptionAccess(
        { role: 'admin', freeAccount: false, subscriptionStatus: 'canceled', subscriptionEndDate: earlier },
        now,
      ),
    ).toBe(true);
  });

  it('lets a free account in without payment', () => {
    expect(
      hasSubscriptionAccess(
        { role: 'user', freeAccount: true, subscriptionStatus: 'canceled', subscriptionEndDate: earlier },
        now,
      ),
    ).toBe(true);
  });
});

describe('daysRemaining', () => {
  it('rounds part of a day up', () => {
    expect(daysRemaining(new Date(now.getTime() + 1000), now)).toBe(1);
    expect(daysRemaining(new Date(now.getTime() + 36 * 3600 * 1000), now)).toBe(2);
  });
  it('never goes below zero and is unknown without an end', () => {
    expect(daysRemaining(earlier, now)).toBe(0);
    expect(daysRemaining(null, now)).toBeNull();
  });
});

describe('trialEndDate', () => {
  it('adds whole days, and zero days ends the trial at once', () => {
    expect(trialEndDate(now, 14).toISOString()).toBe('2026-12-06T12:00:00.000Z');
    expect(trialEndDate(now, 0).getTime()).toBe(now.getTime());
  });
});
