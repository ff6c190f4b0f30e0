/** What a database error may put in the log: where and which rule, never the query, its values or the message. */
export interface LoggedDatabaseError {
  type: 'DatabaseError';
  code?: string;
  constraint?: string;
  table?: string;
  column?: string;
}

const MAX_CAUSES = 6;
const MAX_DEPTH = 4;

/** Drizzle's wrapper carries the SQL and its parameters; the drivers' errors carry a severity. */
function isDatabaseLevel(error: Error) {
  return 'params' in error || 'query' in error || ('severity' in error && 'code' in error);
}

function textField(error: Error, field: string) {
  const value = (error as unknown as Record<string, unknown>)[field];
  return typeof value === 'string' ? value : undefined;
}

/**
 * A database failure as code and constraint only (ASVS 7.1.1, issue 20 item 10): Drizzle's error
 * message is the failed SQL with every parameter, which may be a coach's confidential notes, and
 * the driver's `detail` repeats the refused value. Errors with no database cause are kept whole.
 */
export function databaseErrorFields(error: Error): LoggedDatabaseError | null {
  const chain: Error[] = [];
  for (let current: unknown = error; current instanceof Error && chain.length < MAX_CAUSES; current = current.cause) {
    chain.push(current);
  }
  if (!chain.some(isDatabaseLevel)) return null;
  const first = (field: string) => chain.map((item) => textField(item, field)).find(Boolean);
  return {
    type: 'DatabaseError',
    code: first('code'),
    constraint: first('constraint'),
    table: first('table'),
    column: first('column'),
  };
}

/** The log line's fields with every database error (at any of the first levels, or in a list) reduced. */
export function withDatabaseErrorsReduced(value: unknown, depth = 0): unknown {
  if (value instanceof Error) return databaseErrorFields(value) ?? value;
  if (depth >= MAX_DEPTH || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map((item) => withDatabaseErrorsReduced(item, depth + 1));
  let changed = false;
  const entries = Object.entries(value).map(([key, item]) => {
    const reduced = withDatabaseErrorsReduced(item, depth + 1);
    if (reduced !== item) changed = true;
    return [key, reduced] as const;
  });
  return changed ? Object.fromEntries(entries) : value;
}
