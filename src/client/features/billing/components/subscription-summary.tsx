import type { BillingStatus } from '@/shared/schemas/billing';
import { subscriptionStatusLabel, subscriptionStatusText } from '@/shared/billing/status-text';

export const formatPeriodEnd = (iso: string) => new Date(iso).toLocaleDateString(undefined, { dateStyle: 'long' });

/** 'Free trial — N days left', 'Trial ended', 'Active until …', 'Payment failed'; or why no payment is needed. */
export function subscriptionSummary(status: BillingStatus) {
  if (status.isAdmin) return 'Administrator — no payment needed';
  if (status.freeAccount) return 'Free account — no payment needed';
  return subscriptionStatusText(status, formatPeriodEnd);
}

/** The account page's status line: the label alone, the period end has its own row. */
export function subscriptionLabel(status: BillingStatus) {
  if (status.isAdmin) return 'Administrator (no payment needed)';
  if (status.freeAccount) return 'Free account (no payment needed)';
  return subscriptionStatusLabel(status);
}
