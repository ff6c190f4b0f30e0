// @ts-check

const processEnvMessage = 'Only src/server/env.ts reads process.env: add the setting to its schema and pass it on.';

/** What src may not read: process.env outside src/server/env.ts, and Hono's copying `c.var`. */
export const restrictedReads = {
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
};
