import { formatLongDateOf } from '@/client/lib/dates';
import type { BillingStatus } from '@/shared/schemas/billing';
import { subscriptionStatusLabel, subscriptionStatusText } from '@/shared/billing/status-text';

/** 'Free trial — N days left', 'Trial ended', 'Active until …', 'Payment failed'; or why no payment is needed. */
export function subscriptionSummary(status: BillingStatus) {
  if (status.isAdmin) return 'Administrator — no payment needed';
  if (status.freeAccount) return 'Free account — no payment needed';
  return subscriptionStatusText(status, formatLongDateOf);
}

/** The account page's status line: the label alone, the period end has its own row. */
export function subscriptionLabel(status: BillingStatus) {
  if (status.isAdmin) return 'Administrator (no payment needed)';
  if (status.freeAccount) return 'Free account (no payment needed)';
  return subscriptionStatusLabel(status);
}
