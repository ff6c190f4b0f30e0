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

/** The database's error of SQLSTATE `state`, at any depth of `cause`. */
function findDatabaseError(error: unknown, state: string): (Error & { constraint?: unknown }) | undefined {
  for (let current = error, depth = 0; current && depth < 6; depth += 1) {
    if (!(current instanceof Error)) return undefined;
    if ((current as { code?: unknown }).code === state) return current;
    current = current.cause;
  }
  return undefined;
}

/** A unique index refused the row: code 23505, optionally from one named constraint. */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  const found = findDatabaseError(error, '23505');
  if (!found) return false;
  return constraint === undefined || found.constraint === constraint || found.message.includes(constraint);
}

/** A foreign key refused the row: what it points at is gone (code 23503). */
export function isForeignKeyViolation(error: unknown): boolean {
  return findDatabaseError(error, '23503') !== undefined;
}
