import { and, eq, ne } from 'drizzle-orm';
import type { Database } from '../../../db/database';
import { users } from '../../../db/schema';
import { isAdminEmail } from './admin-emails';
import { acceptPendingInvitation } from './invitation-acceptance.service';

/**
 * Gives an account what its address entitles it to: the admin role when the address is in
 * ADMIN_EMAILS (so an address added later makes an admin at its next sign-in), and the newest
 * pending invitation to it (role and free account).
 */
export async function applyAddressRoles(
  db: Database,
  adminEmails: ReadonlySet<string>,
  { userId, email }: { userId: string; email: string },
) {
  const protectedAdmin = isAdminEmail(adminEmails, email);
  if (protectedAdmin) {
    await db
      .update(users)
      .set({ role: 'admin' })
      .where(and(eq(users.id, userId), ne(users.role, 'admin')));
  }
  await acceptPendingInvitation(db, { userId, email, protectedAdmin });
}
