// @ts-check
import js from '@eslint/js';
import { defineConfig, globalIgnores } from 'eslint/config';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

import { clientFeaturesRule } from './eslint/client-features-rule.js';
import { importBoundaries } from './eslint/import-boundaries.js';
import { relativeAreasRule } from './eslint/relative-areas-rule.js';
import { restrictedReads } from './eslint/restricted-reads.js';

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

  // Boundaries (docs/architecture.md "Boundaries").
  ...importBoundaries,

  // process.env belongs to src/server/env.ts.
  restrictedReads,
]);
