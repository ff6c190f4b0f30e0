import type { AuthLinkStatus, AuthLinkType } from '@/shared/schemas/auth-links';
import type { Database } from '../../../db/database';
import type { Auth } from '../better-auth';
import { resetTokenRow } from '../better-auth-internals';
import { linkedAccount, readConfirmationToken } from '../policy/address-confirmation';

/**
 * Checks a link without using it up: a recovery token against its stored row, a confirmation link
 * (a signed JWT) against the secret and the account and password it was sent for.
 */
export async function checkAuthLink(
  { auth, db }: { auth: Auth; db: Database },
  type: AuthLinkType,
  token: string,
): Promise<AuthLinkStatus> {
  if (type === 'recovery') {
    const row = await resetTokenRow(auth, token);
    if (!row) return { type, valid: false, reason: 'invalid' };
    if (row.expiresAt.getTime() < Date.now()) return { type, valid: false, reason: 'expired' };
    return { type, valid: true, reason: 'usable' };
  }
  const { secret } = await auth.$context;
  const read = await readConfirmationToken(secret, token);
  if (!read.ok) return { type, valid: false, reason: read.problem };
  const account = await linkedAccount(db, secret, read.link);
  if (account.state === 'gone') return { type, valid: false, reason: 'invalid' };
  if (account.state === 'confirmed') return { type, valid: false, reason: 'already_verified' };
  return { type, valid: true, reason: 'usable', email: account.email };
}
