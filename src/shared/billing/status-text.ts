import { isTrial, type SubscriptionStatus } from '../domain/subscription-access';

export interface StatusTextInput {
  status: SubscriptionStatus;
  periodEnd: string | null;
  daysRemaining: number | null;
  hasAccess: boolean;
  /** A paid subscription exists (Stripe's 'trialing' then means carried-over trial days). */
  subscribed?: boolean;
  /** Cancelled: it ends at periodEnd instead of renewing. */
  cancelAtPeriodEnd?: boolean;
}

/** 'Renews on …' for a running subscription, 'Ends on …' once it is cancelled. */
function renewalText(input: StatusTextInput, date: string) {
  return input.cancelAtPeriodEnd ? `Ends on ${date}` : `Renews on ${date}`;
}

/**
 * The plans page's one-line status: 'Free trial — N days left', 'Trial ended', 'Renews on …',
 * 'Ends on …', 'Payment failed'.
 */
export function subscriptionStatusText(input: StatusTextInput, formatDate: (iso: string) => string) {
  switch (input.status) {
    case 'trial':
    case 'trialing': {
      if (!input.hasAccess) return 'Trial ended';
      if (input.subscribed && input.periodEnd) {
        const date = formatDate(input.periodEnd);
        return input.cancelAtPeriodEnd ? `Ends on ${date}` : `Subscribed — first payment on ${date}`;
      }
      const days = input.daysRemaining ?? 0;
      return input.periodEnd ? `Free trial — ${days} ${days === 1 ? 'day' : 'days'} left` : 'Free trial';
    }
    case 'active':
      if (!input.hasAccess) return 'Subscription ended';
      if (!input.periodEnd) return 'Active';
      return input.subscribed
        ? renewalText(input, formatDate(input.periodEnd))
        : `Active until ${formatDate(input.periodEnd)}`;
    case 'past_due':
      return 'Payment failed';
    case 'canceled':
      return 'Subscription canceled';
  }
}

/** The account page's name for the period end: when it renews, ends, or the trial stops. */
export function periodEndLabel(input: StatusTextInput) {
  if (!input.subscribed) return 'Period end';
  if (input.cancelAtPeriodEnd) return 'Ends on';
  return input.status === 'trialing' ? 'First payment on' : 'Renews on';
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
  if (
    isTrial(input.status) &&
    !input.subscribed &&
    input.hasAccess &&
    input.daysRemaining !== null &&
    input.daysRemaining <= 3
  )
    return 'trial_ending' as const;
  return null;
}
