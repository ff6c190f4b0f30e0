import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * AUTH_SECRET when set; otherwise (never in production, where env.ts requires it) a random
 * secret generated once and kept under DATA_DIR, so sessions survive a restart.
 */
export function resolveAuthSecret(settings: { AUTH_SECRET?: string; DATA_DIR: string }): string {
  if (settings.AUTH_SECRET) return settings.AUTH_SECRET;
  const file = path.join(settings.DATA_DIR, 'auth-secret');
  try {
    return fs.readFileSync(file, 'utf8').trim();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  fs.mkdirSync(settings.DATA_DIR, { recursive: true });
  const secret = crypto.randomBytes(32).toString('base64url');
  fs.writeFileSync(file, secret, { mode: 0o600, flag: 'wx' });
  return secret;
}
