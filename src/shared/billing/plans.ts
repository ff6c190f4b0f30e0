/** The one plan, defined once: every screen that shows the price reads it from here. */
export const plan = {
  id: 'professional',
  name: 'Professional',
  amountMinor: 999,
  currency: 'GBP',
  interval: 'month',
  // What the app really does, one line each; no feature is promised that a screen does not have.
  features: [
    'Unlimited clients and coaching sessions',
    'Supervision and CPD logs',
    'ICF, EMCC and AC accreditation progress',
    'Reports and the ICF client coaching log',
    'Wheel of Life, GROW plans and a question bank',
    'Log sessions offline; they sync when you are back',
    'Export everything at any time, even after you stop paying',
    'Support tickets from inside the app',
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
