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

const CURRENCY_SYMBOLS = { GBP: '£' } as const;

/**
 * '£9.99'. Written out rather than through Intl.NumberFormat: the first formatter a page builds
 * loads the locale's number data, about 50 ms of main thread on the landing and sign-in pages
 * (200 ms under Lighthouse's mobile slowdown), for one fixed price.
 */
export function formatPlanPrice() {
  return `${CURRENCY_SYMBOLS[plan.currency]}${(plan.amountMinor / 100).toFixed(2)}`;
}
