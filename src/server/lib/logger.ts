import pino from 'pino';

export type Logger = pino.Logger;

/** Structured JSON logs; secrets are redacted wherever a careless caller might pass them. */
export function createLogger(level: string): Logger {
  return pino({
    level,
    base: undefined,
    redact: {
      paths: [
        'password',
        '*.password',
        'token',
        '*.token',
        'cookie',
        '*.cookie',
        'headers.cookie',
        'headers.authorization',
      ],
      censor: '[redacted]',
    },
  });
}
