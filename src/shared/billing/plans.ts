/** The one plan, defined once: every screen that shows the price reads it from here. */
export const plan = {
  id: 'professional',
  name: 'Professional',
  amountMinor: 999,
  currency: 'GBP',
  interval: 'month',
  features: [
    'Unlimited clients',
    'Advanced session tracking',
    'Advanced reporting',
    'Priority support',
    'CPD tracking',
    'Email support',
  ],
} as const;

export function formatPlanPrice() {
  return new Intl.NumberFormat('en-GB', { style: 'currency', currency: plan.currency }).format(plan.amountMinor / 100);
}
