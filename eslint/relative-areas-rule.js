// @ts-check
import path from 'node:path';
import { AREAS, SRC, onEveryImport } from './imports.js';

/** Reports relative imports that leave the file's area of src; such imports must use the `@/` alias. */
export const relativeAreasRule = {
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
    return onEveryImport(check);
  },
};
