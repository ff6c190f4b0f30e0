import path from 'node:path';
import type { Env } from './env';

/**
 * What a person starting the server needs to read, in plain text rather than a JSON log line:
 * where to open the app and where e-mails go (on this machine), and a warning for each setting
 * that is safe on a laptop and dangerous on a server.
 */
export function startupNotes(env: Env) {
  const warnings: string[] = [];
  if (env.billingProvider === 'demo') {
    warnings.push(
      'Demo billing is on: any coach can give themselves a paid plan without paying. Set STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET and STRIPE_PRICE_ID for real payments.',
    );
  }
  if (env.DEV_SERVER_URL) {
    warnings.push(`The dev server ${env.DEV_SERVER_URL} is trusted as this site (npm run dev only).`);
  }
  const everyone = env.TRUSTED_PROXIES.filter((entry) => /\/0$/.test(entry));
  if (everyone.length > 0) {
    warnings.push(
      `TRUSTED_PROXIES trusts every address (${everyone.join(', ')}): any client can name its own address in X-Forwarded-For and escape the rate limits. List only your proxies.`,
    );
  }
  if (env.deployed && env.NODE_ENV !== 'production') {
    warnings.push(`The production rules apply ${env.deployedBecause}; set NODE_ENV=production to say so.`);
  }
  const mail = env.SMTP_URL
    ? 'sent through SMTP_URL'
    : `not sent: each one is written to ${path.join(env.DATA_DIR, 'outbox')} and named in the server log (set SMTP_URL to send them)`;
  const banner = env.deployed
    ? []
    : [
        '',
        `  Coach Logbook is running. Open ${env.appUrl} in your browser.`,
        `  E-mails (sign-up confirmations, password resets) are ${mail}.`,
        `  Only this machine can connect (HOST=${env.HOST}). Ctrl-C stops the server.`,
        '',
      ];
  return { banner, warnings };
}
