import crypto from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { SignJWT, errors, jwtVerify } from 'jose';
import { z } from 'zod';
import type { Database } from '../../../db/database';
import { users } from '../../../db/schema';
import { credentialHash } from '../better-auth-internals';

/**
 * The confirmation link of a new account (ADR 038). A link proves only that its holder reads the
 * address's mail; the password proves who chose it. So a link confirms nothing by itself: it is
 * used with the password at a sign-in, and only for the account and the password it was sent for.
 * Whoever signed up an address they do not read can never have it confirmed, and the owner, who
 * does not know that password, cannot confirm it for them by mistake.
 */

const PURPOSE = 'confirm-address';

const payloadSchema = z.object({
  purpose: z.literal(PURPOSE),
  email: z.email(),
  userId: z.string().min(1),
  password: z.string().min(1),
});

export type ConfirmationLink = z.infer<typeof payloadSchema>;

export type ConfirmationProblem = 'expired' | 'invalid';

const key = (secret: string) => new TextEncoder().encode(secret);

/**
 * Names the password the link was sent for without carrying it: an HMAC of its stored hash, so a
 * new password (a reset) ends every link sent before it, and the link reveals nothing of the hash.
 */
function passwordFingerprint(secret: string, passwordHash: string) {
  return crypto.createHmac('sha256', secret).update(`${PURPOSE}:${passwordHash}`).digest('base64url').slice(0, 22);
}

/** A link for the account as it is now: its id, address and current password. */
export async function confirmationToken(
  { db, secret, lifetimeS }: { db: Database; secret: string; lifetimeS: number },
  user: { id: string; email: string },
) {
  const hash = await credentialHash(db, user.id);
  if (!hash) return null;
  return new SignJWT({
    purpose: PURPOSE,
    email: user.email.toLowerCase(),
    userId: user.id,
    password: passwordFingerprint(secret, hash),
  } satisfies ConfirmationLink)
    .setProtectedHeader({ alg: 'HS256' })
    .setIssuedAt()
    .setExpirationTime(`${lifetimeS}s`)
    .sign(key(secret));
}

/** The link's claims once its signature and lifetime are checked. */
export async function readConfirmationToken(
  secret: string,
  token: string,
): Promise<{ ok: true; link: ConfirmationLink } | { ok: false; problem: ConfirmationProblem }> {
  try {
    const { payload } = await jwtVerify(token, key(secret), { algorithms: ['HS256'] });
    const link = payloadSchema.safeParse(payload);
    return link.success ? { ok: true, link: link.data } : { ok: false, problem: 'invalid' };
  } catch (error) {
    return { ok: false, problem: error instanceof errors.JWTExpired ? 'expired' : 'invalid' };
  }
}

export type LinkedAccount =
  | { state: 'waiting'; userId: string; email: string; passwordHash: string }
  | { state: 'confirmed' }
  | { state: 'gone' };

/**
 * The account a link was sent for, if the link still names it as it is: the same id and address,
 * and the same password ('gone' when it was deleted or its password has changed since).
 */
export async function linkedAccount(db: Database, secret: string, link: ConfirmationLink): Promise<LinkedAccount> {
  const [user] = await db
    .select({ email: users.email, emailVerified: users.emailVerified })
    .from(users)
    .where(eq(users.id, link.userId));
  if (!user || user.email.toLowerCase() !== link.email) return { state: 'gone' };
  if (user.emailVerified) return { state: 'confirmed' };
  const hash = await credentialHash(db, link.userId);
  const expected = Buffer.from(hash ? passwordFingerprint(secret, hash) : '');
  const given = Buffer.from(link.password);
  if (!hash || given.length !== expected.length || !crypto.timingSafeEqual(given, expected)) return { state: 'gone' };
  return { state: 'waiting', userId: link.userId, email: user.email, passwordHash: hash };
}

/**
 * Marks the address as proved. Called when the same person showed both proofs: a link with the
 * password it was sent for, or a reset link (mailed to the address) with the new password.
 */
export async function markAddressConfirmed(db: Database, userId: string) {
  await db
    .update(users)
    .set({ emailVerified: true })
    .where(and(eq(users.id, userId), eq(users.emailVerified, false)));
}
