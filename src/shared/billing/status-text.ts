import type { SubscriptionStatus } from '../domain/subscription-access';

export interface StatusTextInput {
  status: SubscriptionStatus;
  periodEnd: string | null;
  daysRemaining: number | null;
  hasAccess: boolean;
}

/** The plans page's one-line status: 'Free trial — N days left', 'Trial ended', 'Active until …', 'Payment failed'. */
export function subscriptionStatusText(input: StatusTextInput, formatDate: (iso: string) => string) {
  switch (input.status) {
    case 'trial':
    case 'trialing': {
      if (!input.hasAccess) return 'Trial ended';
      const days = input.daysRemaining ?? 0;
      return input.periodEnd ? `Free trial — ${days} ${days === 1 ? 'day' : 'days'} left` : 'Free trial';
    }
    case 'active':
      if (!input.hasAccess) return 'Subscription ended';
      return input.periodEnd ? `Active until ${formatDate(input.periodEnd)}` : 'Active';
    case 'past_due':
      return 'Payment failed';
    case 'canceled':
      return 'Subscription canceled';
  }
}

/** The status on its own, for the account page, where the period end has its own line. */
export function subscriptionStatusLabel(input: StatusTextInput) {
  switch (input.status) {
    case 'trial':
    case 'trialing':
      return input.hasAccess ? 'Free trial' : 'Trial ended';
    case 'active':
      return input.hasAccess ? 'Active' : 'Subscription ended';
    case 'past_due':
      return 'Payment failed';
    case 'canceled':
      return 'Canceled';
  }
}

/** When the banner shows: payment failed, or a trial that ends within 3 days. */
export function billingBannerKind(input: StatusTextInput & { isAdmin: boolean; freeAccount: boolean }) {
  if (input.isAdmin || input.freeAccount) return null;
  if (input.status === 'past_due') return 'payment_failed' as const;
  const trial = input.status === 'trial' || input.status === 'trialing';
  if (trial && input.hasAccess && input.daysRemaining !== null && input.daysRemaining <= 3)
    return 'trial_ending' as const;
  return null;
}
