// @ts-check
import path from 'node:path';

/** src, and its three areas: imports between them are checked (eslint/import-boundaries.js). */
export const SRC = path.resolve(import.meta.dirname, '..', 'src');
export const AREAS = ['shared', 'client', 'server'];

/**
 * The visitor of every kind of import and re-export a local rule checks.
 * @param {(node: any) => void} check
 */
export function onEveryImport(check) {
  return {
    ImportDeclaration: check,
    ExportNamedDeclaration: check,
    ExportAllDeclaration: check,
    ImportExpression: check,
  };
}
