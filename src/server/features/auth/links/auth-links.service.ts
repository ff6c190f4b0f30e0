import { eq } from 'drizzle-orm';
import { errors, jwtVerify } from 'jose';
import { z } from 'zod';
import type { AuthLinkStatus, AuthLinkType } from '@/shared/schemas/auth-links';
import type { Database } from '../../../db/database';
import { users } from '../../../db/schema';
import type { Auth } from '../better-auth';
import { resetTokenRow } from '../better-auth-internals';

const verificationPayload = z.object({ email: z.email() });

/**
 * Checks a link without using it up: a recovery token against its stored row, a sign-up token
 * (a signed JWT) against the secret and the account it names.
 */
export async function checkAuthLink(
  { auth, db }: { auth: Auth; db: Database },
  type: AuthLinkType,
  token: string,
): Promise<AuthLinkStatus> {
  const context = await auth.$context;
  if (type === 'recovery') {
    const row = await resetTokenRow(auth, token);
    if (!row) return { type, valid: false, reason: 'invalid' };
    if (row.expiresAt.getTime() < Date.now()) return { type, valid: false, reason: 'expired' };
    return { type, valid: true, reason: 'usable' };
  }
  let email: string;
  try {
    const { payload } = await jwtVerify(token, new TextEncoder().encode(context.secret), { algorithms: ['HS256'] });
    email = verificationPayload.parse(payload).email;
  } catch (error) {
    return { type, valid: false, reason: error instanceof errors.JWTExpired ? 'expired' : 'invalid' };
  }
  const [user] = await db
    .select({ emailVerified: users.emailVerified })
    .from(users)
    .where(eq(users.email, email.toLowerCase()));
  if (!user) return { type, valid: false, reason: 'invalid' };
  if (user.emailVerified) return { type, valid: false, reason: 'already_verified' };
  return { type, valid: true, reason: 'usable' };
}
