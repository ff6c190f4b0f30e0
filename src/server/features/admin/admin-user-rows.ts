import { sql } from 'drizzle-orm';
import type { AdminUserRow } from '@/shared/schemas/admin-users';
import type { SubscriptionStatus } from '@/shared/domain/subscription-access';
import { users } from '../../db/schema';

/**
 * The columns of a user row on the admin screens. The provider is the first external sign-in
 * link, or 'email' for a password account. The username is the username only: a display name is
 * the coach's free text and could read as anyone's username ('admin@…').
 * Subqueries name `users.id` in full: drizzle leaves columns unqualified in a one-table select.
 */
export const adminUserColumns = {
  id: users.id,
  email: users.email,
  username: users.username,
  role: users.role,
  provider: sql<string>`coalesce((
    select a.provider_id from auth_accounts a
    where a.user_id = users.id and a.provider_id <> 'credential'
    order by a.created_at limit 1), 'email')`,
  subscriptionStatus: users.subscriptionStatus,
  freeAccount: users.freeAccount,
  createdAt: users.createdAt,
  lastSignInAt: users.lastSignInAt,
};

export interface AdminUserColumnsRow {
  id: string;
  email: string;
  username: string | null;
  role: 'user' | 'admin';
  provider: string;
  subscriptionStatus: SubscriptionStatus;
  freeAccount: boolean;
  createdAt: Date;
  lastSignInAt: Date | null;
}

/** Timestamps read through raw SQL can come back as text on one driver and Date on the other. */
const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

export const toAdminUserRow = (row: AdminUserColumnsRow): AdminUserRow => ({
  ...row,
  createdAt: iso(row.createdAt),
  lastSignInAt: iso(row.lastSignInAt),
});
