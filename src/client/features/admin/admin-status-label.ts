import type { SubscriptionStatus } from '@/shared/domain/subscription-access';
import type { Role } from '@/shared/schemas/admin-common';

export type StatusTone = 'brand' | 'amber' | 'green' | 'neutral' | 'red';

const subscriptionLabels: Record<SubscriptionStatus, [string, StatusTone]> = {
  trial: ['Trial', 'amber'],
  trialing: ['Trial', 'amber'],
  active: ['Active', 'green'],
  canceled: ['Canceled', 'neutral'],
  past_due: ['Past due', 'red'],
};

/**
 * What the back-office shows for a user's plan. Admins and free accounts need no payment, so
 * their stored trial is never shown as 'Trial' (docs/product-decisions.md).
 */
export function accountStatusLabel(user: {
  role: Role;
  freeAccount: boolean;
  subscriptionStatus: SubscriptionStatus | null;
}): [string, StatusTone] | null {
  if (user.role === 'admin') return ['Admin — no payment needed', 'brand'];
  if (user.freeAccount) return ['Free account — no payment needed', 'green'];
  return user.subscriptionStatus ? subscriptionLabels[user.subscriptionStatus] : null;
}
