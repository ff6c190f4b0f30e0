import { describe, expect, it } from 'vitest';
import { parseEnv } from './env';
import { startupNotes } from './startup-notes';

describe('the start-up notes', () => {
  it('tell a person on their own machine where to open the app and where e-mails go, in plain text', () => {
    const { banner, warnings } = startupNotes(parseEnv({ PORT: '3000', DATA_DIR: './data' }));
    const text = banner.join('\n');
    expect(text).toContain('Open http://localhost:3000 in your browser.');
    expect(text).toContain('written to data/outbox');
    expect(text).toContain('Only this machine can connect (HOST=127.0.0.1).');
    expect(warnings.join('\n')).toContain('Demo billing is on: any coach can give themselves a paid plan');
  });

  it('print no banner on a reachable server, and warn when NODE_ENV does not say production', () => {
    const env = parseEnv({
      HOST: '0.0.0.0',
      AUTH_SECRET: 'x'.repeat(32),
      SMTP_URL: 'smtps://mail.example.com:465',
      BILLING: 'demo',
    });
    const { banner, warnings } = startupNotes(env);
    expect(banner).toEqual([]);
    expect(warnings.join('\n')).toContain(
      'The production rules apply on an address other machines can reach (HOST=0.0.0.0); set NODE_ENV=production',
    );
    expect(warnings.join('\n')).toContain('Demo billing is on');
  });

  it('say when the dev server is trusted', () => {
    const { warnings } = startupNotes(parseEnv({ DEV_SERVER_URL: 'http://localhost:5173' }));
    expect(warnings.join('\n')).toContain('The dev server http://localhost:5173 is trusted');
  });

  it('warn when TRUSTED_PROXIES trusts every address', () => {
    expect(startupNotes(parseEnv({ TRUSTED_PROXIES: '10.0.0.0/8, ::1' })).warnings.join('\n')).not.toContain(
      'TRUSTED_PROXIES',
    );
    const { warnings } = startupNotes(parseEnv({ TRUSTED_PROXIES: '10.0.0.0/8, 0.0.0.0/0' }));
    expect(warnings.join('\n')).toContain('TRUSTED_PROXIES trusts every address (0.0.0.0/0)');
  });
});
