// @ts-check
/*
 * Boundaries (docs: ARCHITECTURE.md "Boundaries"):
 *   shared  imports only shared and zod;
 *   client  imports shared, and from server only types (AppType);
 *   server  never imports client; src/server/lib imports no feature;
 *   only the Stripe provider imports stripe.
 * `no-restricted-imports` matches import strings; the small `boundaries/relative-areas` rule
 * (relative-areas-rule.js) makes the strings sufficient by requiring `@/...` for any import that
 * crosses from one of src/shared, src/client, src/server into another part of src. Client features
 * have their own rule (client-features-rule.js); process.env and `c.var`, restricted-reads.js.
 */

const serverAlias = { regex: '^@/server(/|$)' };
const clientAlias = { regex: '^@/client(/|$)' };
const relativeServerOrClient = { regex: '^(\\.\\./)+(.*/)?(server|client)(/|$)' };

/** @param {string[]} allowedPackages */
function sharedPatterns(allowedPackages) {
  // Relative paths and @/server, @/client have their own patterns (and messages) above this one.
  const allowed = [...allowedPackages.map((name) => `${name}(/|$)`), '\\.', '@/(shared|server|client)(/|$)'].join('|');
  return [
    { ...serverAlias, message: 'src/shared is isomorphic: it may not import the server.' },
    { ...clientAlias, message: 'src/shared is isomorphic: it may not import the client.' },
    { ...relativeServerOrClient, message: 'src/shared may import only src/shared and zod.' },
    { regex: `^(?!(${allowed}))`, message: `src/shared may import only src/shared and ${allowedPackages.join(', ')}.` },
  ];
}

/** Billing goes through BillingProvider; only the Stripe provider knows the SDK (ADR 009). */
const STRIPE_PROVIDER_FILE = 'src/server/lib/billing/stripe-provider.ts';
const stripePackage = { regex: '^stripe(/|$)' };
const stripeMessage = `Only ${STRIPE_PROVIDER_FILE} imports stripe: use the BillingProvider interface.`;

/** The boundaries' settings, one object per area (flat config replaces a rule's options per matching object). */
export const importBoundaries = [
  {
    files: ['src/**/*.{ts,tsx}'],
    rules: { 'boundaries/relative-areas': 'error' },
  },
  {
    files: ['src/client/**/*.{ts,tsx}'],
    rules: { 'boundaries/client-features': 'error' },
  },
  {
    files: ['src/shared/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: sharedPatterns(['zod']) }] },
  },
  {
    // Unit tests of shared code may use the test runner, and nothing else beyond zod.
    files: ['src/shared/**/*.test.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: sharedPatterns(['zod', 'vitest']) }] },
  },
  {
    // The service worker is browser code too, and shares the client's offline outbox.
    files: ['src/client/**/*.{ts,tsx}', 'src/worker/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              ...serverAlias,
              allowTypeImports: true,
              message: 'The client may import only types from the server (import type { AppType } ...).',
            },
            {
              regex: '^(\\.\\./)+(.*/)?server(/|$)',
              allowTypeImports: true,
              message: 'The client may import only types from the server, through @/server/...',
            },
            { ...stripePackage, message: stripeMessage },
          ],
        },
      ],
    },
  },
  {
    // A client test may read a server declaration to check the client against it (the screens a
    // record refreshes against the tables that feed the server's kept figures): tests are never
    // bundled, so nothing of the server reaches the browser.
    files: ['src/client/**/*.test.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [{ ...stripePackage, message: stripeMessage }] }] },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'e2e/**/*.ts'],
    ignores: ['src/shared/**', 'src/client/**', 'src/worker/**', STRIPE_PROVIDER_FILE],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { ...clientAlias, message: 'The server never imports the client.' },
            { ...stripePackage, message: stripeMessage },
          ],
        },
      ],
    },
  },
  {
    // src/server/lib holds what every feature uses (database, e-mail, logger, middleware primitives):
    // features depend on it, never the other way. Identity reaches lib's middleware through the
    // interfaces lib declares (SessionChecker), given at start-up. Tests use the whole app.
    files: ['src/server/lib/**/*.ts'],
    ignores: ['src/server/lib/**/*.test.ts', STRIPE_PROVIDER_FILE],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { ...clientAlias, message: 'The server never imports the client.' },
            { ...stripePackage, message: stripeMessage },
            {
              regex: '^((\\.\\./)+|@/server/)features(/|$)',
              message: 'src/server/lib imports no feature: move the code into the feature, or pass it in.',
            },
          ],
        },
      ],
    },
  },
  {
    // The billing seam: the one file allowed to import the Stripe SDK.
    files: [STRIPE_PROVIDER_FILE],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ ...clientAlias, message: 'The server never imports the client.' }] },
      ],
    },
  },
];
