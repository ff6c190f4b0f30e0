/** Connection-level failures from node-postgres or a closed PGlite, at any depth of `cause`. */
const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'ENOTFOUND',
  'EPIPE',
  '57P01',
  '57P02',
  '57P03',
  '53300',
]);

export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 6; depth += 1) {
    if (!(current instanceof Error)) return false;
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && (UNAVAILABLE_CODES.has(code) || code.startsWith('08'))) return true;
    if (
      /PGlite is closed|Connection terminated|timeout exceeded when trying to connect|Cannot use a pool after calling end/i.test(
        current.message,
      )
    )
      return true;
    if (current instanceof AggregateError && current.errors.some(isDatabaseUnavailable)) return true;
    current = current.cause;
  }
  return false;
}

/** A unique index refused the row: code 23505, optionally from one named constraint. */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  for (let current = error, depth = 0; current && depth < 6; depth += 1) {
    if (!(current instanceof Error)) return false;
    const { code, constraint: name } = current as { code?: unknown; constraint?: unknown };
    if (code === '23505')
      return constraint === undefined || name === constraint || current.message.includes(constraint);
    current = current.cause;
  }
  return false;
}
