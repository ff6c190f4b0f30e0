import pino from 'pino';
import { withDatabaseErrorsReduced } from './logging/database-error-fields';

export type Logger = pino.Logger;

/** Field names that hold a secret, wherever a careless caller might pass them. */
const SECRET_FIELDS = [
  'password',
  'currentPassword',
  'newPassword',
  'token',
  'secret',
  'totpURI',
  'backupCodes',
  'cookie',
  'authorization',
];

/**
 * Structured JSON logs (pino escapes every value, so a client's text cannot forge a line); the
 * fields above are redacted at the top level, one level down and in Better Auth's `details`.
 * Database errors are written by code and constraint only, wherever they sit in the line.
 * `destination` is for tests, which read what would have gone to stdout.
 */
export function createLogger(level: string, destination?: pino.DestinationStream): Logger {
  const paths = SECRET_FIELDS.flatMap((field) => [field, `*.${field}`, `details[*].${field}`]);
  return pino(
    {
      level,
      base: undefined,
      formatters: { log: (fields) => withDatabaseErrorsReduced(fields) as Record<string, unknown> },
      redact: { paths: [...paths, 'headers["set-cookie"]', '*.headers["set-cookie"]'], censor: '[redacted]' },
    },
    destination,
  );
}
