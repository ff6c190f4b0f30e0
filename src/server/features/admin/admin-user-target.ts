import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { users } from '../../db/schema';
import { notFound } from '../../lib/app-error';
import { isAdminEmail } from '../auth/policy/admin-emails';

/** The accounts of ADMIN_EMAILS: admins that the back-office cannot demote or delete. */
export interface AdminPolicy {
  adminEmails: ReadonlySet<string>;
}

export const isProtected = (policy: AdminPolicy, email: string) => isAdminEmail(policy.adminEmails, email);

/** The user an admin action is about, locked for the rest of the transaction; 404 when there is none. */
export async function findTarget(db: Database, userId: string) {
  const [target] = await db
    .select({ id: users.id, email: users.email, role: users.role, freeAccount: users.freeAccount })
    .from(users)
    .where(eq(users.id, userId))
    .for('update');
  if (!target) throw notFound('User');
  return target;
}
