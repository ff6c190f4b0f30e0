// @ts-check
import path from 'node:path';
import js from '@eslint/js';
import { defineConfig, globalIgnores } from 'eslint/config';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/*
 * Boundaries (docs: ARCHITECTURE.md "Boundaries"):
 *   shared  imports only shared and zod;
 *   client  imports shared, and from server only types (AppType);
 *   server  never imports client;
 *   only src/server/env.ts (and tests) read process.env.
 * `no-restricted-imports` matches import strings; the small `boundaries/relative-areas` rule below
 * makes the strings sufficient by requiring `@/...` for any import that crosses from one of
 * src/shared, src/client, src/server into another part of src.
 */

const SRC = path.resolve(import.meta.dirname, 'src');
const AREAS = ['shared', 'client', 'server'];

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

/** Reports relative imports that leave the file's area of src; such imports must use the `@/` alias. */
const relativeAreasRule = {
  meta: {
    type: 'problem',
    docs: { description: 'Imports between src/shared, src/client and src/server use the @/ alias' },
    messages: { useAlias: "Import '{{source}}' crosses from src/{{from}} into src/{{to}}: use '@/{{to}}/...'." },
    schema: [],
  },
  /** @param {import('eslint').Rule.RuleContext} context */
  create(context) {
    const from = path.relative(SRC, context.filename).split(path.sep)[0];
    if (!from || !AREAS.includes(from)) return {};
    /** @param {any} node */
    const check = (node) => {
      const source = node.source?.value;
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const target = path.relative(SRC, path.resolve(path.dirname(context.filename), source));
      const to = target.split(path.sep)[0];
      if (to !== from && !target.startsWith('..')) {
        context.report({ node: node.source, messageId: 'useAlias', data: { source, from, to: to ?? '' } });
      }
    };
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};

/**
 * Client boundaries (ADR 030): a feature is used by another only through its `index.ts`, and the
 * code every feature shares (components, lib, config) imports no feature: the app (src/client/app)
 * composes them, and its route modules may open a feature's page directly so each page stays its own chunk.
 */
const CLIENT = path.join(SRC, 'client');
const FEATURES = path.join(CLIENT, 'features');
const SHARED_CLIENT_FOLDERS = ['components', 'lib', 'config'];

/** The absolute path an import names, for `@/` and relative imports; null for packages. */
function importTarget(filename, source) {
  if (source.startsWith('@/')) return path.join(SRC, source.slice(2));
  if (source.startsWith('.')) return path.resolve(path.dirname(filename), source);
  return null;
}

/** `[feature, rest]` of a path under src/client/features, or null. */
function featureOf(target) {
  const relative = path.relative(FEATURES, target);
  if (relative.startsWith('..') || path.isAbsolute(relative) || relative === '') return null;
  const [feature, ...rest] = relative.split(path.sep);
  return [feature, rest.join('/')];
}

const clientFeaturesRule = {
  meta: {
    type: 'problem',
    docs: { description: 'Features import each other through their index.ts; shared client code imports no feature' },
    messages: {
      throughIndex:
        "Import '{{source}}' reaches inside feature '{{feature}}': import '@/client/features/{{feature}}' (its index.ts) instead.",
      sharedImportsFeature:
        "src/client/{{folder}} is shared by every feature and may not import feature '{{feature}}': let the app pass it in.",
    },
    schema: [],
  },
  /** @param {import('eslint').Rule.RuleContext} context */
  create(context) {
    const relative = path.relative(CLIENT, context.filename);
    if (relative.startsWith('..')) return {};
    const folder = relative.split(path.sep)[0];
    const ownFeature = featureOf(context.filename)?.[0];
    const isShared = SHARED_CLIENT_FOLDERS.includes(folder ?? '');
    if (!ownFeature && !isShared) return {};
    /** @param {any} node */
    const check = (node) => {
      const source = node.source?.value;
      if (typeof source !== 'string') return;
      const target = importTarget(context.filename, source);
      const reached = target && featureOf(target);
      if (!reached) return;
      const [feature, rest] = reached;
      if (isShared) {
        context.report({ node: node.source, messageId: 'sharedImportsFeature', data: { source, folder, feature } });
      } else if (feature !== ownFeature && rest !== '' && rest !== 'index' && rest !== 'index.ts') {
        context.report({ node: node.source, messageId: 'throughIndex', data: { source, feature } });
      }
    };
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};

/** Billing goes through BillingProvider; only the Stripe provider knows the SDK (ADR 009). */
const STRIPE_PROVIDER_FILE = 'src/server/lib/billing/stripe-provider.ts';
const stripePackage = { regex: '^stripe(/|$)' };
const stripeMessage = `Only ${STRIPE_PROVIDER_FILE} imports stripe: use the BillingProvider interface.`;

const processEnvMessage = 'Only src/server/env.ts reads process.env: add the setting to its schema and pass it on.';

export default defineConfig([
  globalIgnores([
    '**/dist/',
    '**/node_modules/',
    'test-results/',
    'playwright-report/',
    'src/server/db/migrations/',
    'data/',
    '.e2e-data/',
  ]),

  { files: ['**/*.{js,mjs,cjs,ts,mts,cts,tsx}'] },
  js.configs.recommended,
  tseslint.configs.recommended,

  {
    languageOptions: { globals: { ...globals.node } },
    plugins: { boundaries: { rules: { 'relative-areas': relativeAreasRule, 'client-features': clientFeaturesRule } } },
    rules: {
      'no-unused-vars': 'off',
      '@typescript-eslint/no-unused-vars': [
        'error',
        {
          args: 'after-used',
          argsIgnorePattern: '^_',
          caughtErrorsIgnorePattern: '^_',
          destructuredArrayIgnorePattern: '^_',
          ignoreRestSiblings: true,
        },
      ],
    },
  },

  // Browser code.
  {
    files: ['src/client/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    files: ['src/client/**/*.{ts,tsx}'],
    ...reactHooks.configs.flat.recommended,
  },

  // Boundaries. Flat config replaces a rule's options per matching object, so each area gets one.
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

  // process.env belongs to src/server/env.ts.
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/server/env.ts', 'src/test/**', 'src/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-properties': [
        'error',
        { object: 'process', property: 'env', message: processEnvMessage },
        { object: 'globalThis', property: 'process', message: processEnvMessage },
        {
          object: 'c',
          property: 'var',
          message: "Use c.get('name'): Hono's c.var copies every variable into a new object on each read.",
        },
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector: "ImportDeclaration[source.value=/^(node:)?process$/] ImportSpecifier[imported.name='env']",
          message: processEnvMessage,
        },
      ],
    },
  },
]);
