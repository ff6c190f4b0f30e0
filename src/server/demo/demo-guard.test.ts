import { describe, expect, it } from 'vitest';
import { parseEnv } from '../env';
import { demoRefusal } from './demo-guard';

const deployment = { AUTH_SECRET: 'x'.repeat(32), SMTP_URL: 'smtps://mail.example.com:465', BILLING: 'demo' };

describe('npm run demo (issue 28, N12)', () => {
  it('runs on a laptop, with the built-in database or a PostgreSQL server on this machine', () => {
    expect(demoRefusal(parseEnv({}))).toBeNull();
    expect(demoRefusal(parseEnv({ DATABASE_URL: 'postgres://coach:coach@127.0.0.1:5432/coach' }))).toBeNull();
    expect(demoRefusal(parseEnv({ DATABASE_URL: 'postgres:///coach?host=/var/run/postgresql' }))).toBeNull();
  });

  it.each([
    [{ NODE_ENV: 'production', ...deployment }, 'the demo coach is not available in production'],
    [{ HOST: '0.0.0.0', ...deployment }, 'on an address other machines can reach (HOST=0.0.0.0)'],
    [
      { APP_URL: 'https://coach.example.com', ...deployment },
      'behind an address other machines can reach (APP_URL=https://coach.example.com)',
    ],
    [
      { DATABASE_URL: 'postgres://app:secret@db.example.com:5432/coach?sslmode=require' },
      'in a database on another machine (DATABASE_URL)',
    ],
  ])('refuses wherever anyone else could sign in with its published password: %o', (settings, reason) => {
    expect(demoRefusal(parseEnv(settings))).toContain(reason);
  });
});
