// @ts-check
import path from 'node:path';
import { SRC, onEveryImport } from './imports.js';

/**
 * Client boundaries (ADR 030): a feature is used by another only through its `index.ts`, and the
 * code every feature shares (components, lib, config) imports no feature: the app (src/client/app)
 * composes them, and its route modules may open a feature's page directly so each page stays its own chunk.
 */
const CLIENT = path.join(SRC, 'client');
const FEATURES = path.join(CLIENT, 'features');
const SHARED_CLIENT_FOLDERS = ['components', 'lib', 'config'];

/**
 * The absolute path an import names, for `@/` and relative imports; null for packages.
 * @param {string} filename
 * @param {string} source
 */
function importTarget(filename, source) {
  if (source.startsWith('@/')) return path.join(SRC, source.slice(2));
  if (source.startsWith('.')) return path.resolve(path.dirname(filename), source);
  return null;
}

/**
 * `[feature, rest]` of a path under src/client/features, or null.
 * @param {string} target
 */
function featureOf(target) {
  const relative = path.relative(FEATURES, target);
  if (relative.startsWith('..') || path.isAbsolute(relative) || relative === '') return null;
  const [feature, ...rest] = relative.split(path.sep);
  return [feature, rest.join('/')];
}

export const clientFeaturesRule = {
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
    return onEveryImport(check);
  },
};
