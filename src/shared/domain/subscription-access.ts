export const subscriptionStatuses = ['trial', 'trialing', 'active', 'canceled', 'past_due'] as const;
export type SubscriptionStatus = (typeof subscriptionStatuses)[number];

const DAY_MS = 24 * 60 * 60 * 1000;

export function isActiveLike(status: SubscriptionStatus) {
  return status === 'active' || status === 'trialing' || status === 'trial';
}

/** Our own trial, or Stripe's trial period of a subscription: what every "on trial" check reads. */
export const trialStatuses = ['trial', 'trialing'] as const satisfies readonly SubscriptionStatus[];

export function isTrial(status: SubscriptionStatus) {
  return (trialStatuses as readonly SubscriptionStatus[]).includes(status);
}

export interface AccessSubject {
  role: 'user' | 'admin';
  /** Granted by an invitation or an admin. */
  freeAccount: boolean;
  subscriptionStatus: SubscriptionStatus;
  subscriptionEndDate: Date | null;
}

/**
 * Admins and free accounts need no payment; everyone else needs an active-like status whose
 * period has not ended.
 */
export function hasSubscriptionAccess(subject: AccessSubject, now: Date) {
  if (subject.role === 'admin' || subject.freeAccount) return true;
  if (!isActiveLike(subject.subscriptionStatus)) return false;
  return subject.subscriptionEndDate === null || subject.subscriptionEndDate.getTime() > now.getTime();
}

/** Whole days until the end, rounded up, never below zero. */
export function daysRemaining(end: Date | null, now: Date) {
  if (end === null) return null;
  return Math.max(0, Math.ceil((end.getTime() - now.getTime()) / DAY_MS));
}

export function trialEndDate(start: Date, trialDays: number) {
  return new Date(start.getTime() + trialDays * DAY_MS);
}
