import crypto from 'node:crypto';
import { count, desc, eq, ilike, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { PROTECTED_ADMIN_MESSAGE } from '@/shared/schemas/admin-common';
import type {
  AddUserInput,
  AdminUserDetail,
  AdminUserList,
  EditUserInput,
  adminUserListQuerySchema,
} from '@/shared/schemas/admin-users';
import { USERNAME_TAKEN } from '@/shared/schemas/profile';
import type { Database } from '../../db/database';
import { authSessions, clients, coachingSessions, cpdRecords, supervisionSessions, users } from '../../db/schema';
import { AppError, notFound } from '../../lib/app-error';
import { isUniqueViolation } from '../../lib/database-errors';
import { listVerifications } from '../billing/billing-verifications';
import { removeUserRows } from '../users/user-removal.service';
import { listUserAudit, recordAdminAction } from './admin-audit';
import { adminUserColumns, toAdminUserRow } from './admin-user-rows';
import { findTarget, isProtected, type AdminPolicy } from './admin-user-target';
import { COMMON_PASSWORD_MESSAGE, isGuessablePassword } from '../auth/passwords/common-passwords';
import { insertCredentialAccount } from '../auth/better-auth-internals';
import { ADMIN_EMAIL_NOT_ADDED_MESSAGE, mayBeAddedByAnAdmin } from '../auth/policy/admin-emails';
import { newAccountTrial } from '../auth/policy/trial';

/** LIKE treats % and _ as wildcards; a search for them means the characters themselves. */
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

export async function listUsers(
  db: Database,
  query: z.output<typeof adminUserListQuerySchema>,
): Promise<AdminUserList> {
  const pattern = `%${escapeLike(query.search)}%`;
  const where = query.search
    ? or(ilike(users.email, pattern), ilike(users.username, pattern), ilike(users.role, pattern))
    : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select(adminUserColumns)
      .from(users)
      .where(where)
      .orderBy(desc(users.createdAt), desc(users.id))
      .limit(query.limit)
      .offset(query.offset),
    db.select({ value: count() }).from(users).where(where),
  ]);
  const totalCount = total?.value ?? 0;
  return {
    users: rows.map(toAdminUserRow),
    pagination: {
      total: totalCount,
      limit: query.limit,
      offset: query.offset,
      hasMore: query.offset + rows.length < totalCount,
    },
  };
}

const countOf = (table: typeof clients | typeof coachingSessions | typeof supervisionSessions | typeof cpdRecords) =>
  sql<number>`(select count(*)::int from ${table} where ${table.userId} = users.id)`;

/** Counts only: an admin does not read a coach's notes or client details. */
export async function getUserDetail(
  db: Database,
  { userId, policy }: { userId: string; policy: AdminPolicy },
): Promise<AdminUserDetail> {
  const [row] = await db
    .select({
      ...adminUserColumns,
      displayName: users.displayName,
      emailVerified: users.emailVerified,
      subscriptionStartDate: users.subscriptionStartDate,
      subscriptionEndDate: users.subscriptionEndDate,
      stripeCustomerId: users.stripeCustomerId,
      stripeSubscriptionId: users.stripeSubscriptionId,
      clients: countOf(clients),
      coachingSessions: countOf(coachingSessions),
      supervisionSessions: countOf(supervisionSessions),
      cpdRecords: countOf(cpdRecords),
    })
    .from(users)
    .where(eq(users.id, userId));
  if (!row) throw notFound('User');
  const audit = await listUserAudit(db, userId);
  const verifications = await listVerifications(db, userId);
  return {
    user: {
      ...toAdminUserRow(row),
      displayName: row.displayName,
      emailVerified: row.emailVerified,
      subscriptionStartDate: row.subscriptionStartDate?.toISOString() ?? null,
      subscriptionEndDate: row.subscriptionEndDate?.toISOString() ?? null,
      stripeCustomerId: row.stripeCustomerId,
      stripeSubscriptionId: row.stripeSubscriptionId,
      isProtected: isProtected(policy, row.email),
    },
    counts: {
      clients: Number(row.clients),
      coachingSessions: Number(row.coachingSessions),
      supervisionSessions: Number(row.supervisionSessions),
      cpdRecords: Number(row.cpdRecords),
    },
    audit,
    verifications,
  };
}

function usernameConflict(error: unknown): never {
  if (isUniqueViolation(error, 'users_username_lower_idx')) {
    throw new AppError('CONFLICT', USERNAME_TAKEN, [{ path: 'username', message: USERNAME_TAKEN }]);
  }
  throw error;
}

/**
 * Add New User: a verified account with the chosen password, on the same trial a sign-up gets,
 * written with its credential in one transaction.
 */
export async function createUser(
  db: Database,
  {
    actorId,
    input,
    policy,
    hashPassword,
    trialDays,
  }: {
    actorId: string;
    input: AddUserInput;
    policy: AdminPolicy;
    hashPassword: (password: string) => Promise<string>;
    trialDays: number;
  },
  now = new Date(),
) {
  const email = input.email.toLowerCase();
  const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (existing) {
    const message = 'A user with this email already exists';
    throw new AppError('CONFLICT', message, [{ path: 'email', message }]);
  }
  if (!mayBeAddedByAnAdmin(policy.adminEmails, email)) {
    throw new AppError('FORBIDDEN', ADMIN_EMAIL_NOT_ADDED_MESSAGE, [
      { path: 'email', message: ADMIN_EMAIL_NOT_ADDED_MESSAGE },
    ]);
  }
  // The same refusal as sign-up and reset: an admin-chosen password is no exception.
  if (isGuessablePassword(input.password)) {
    throw new AppError('VALIDATION_FAILED', COMMON_PASSWORD_MESSAGE, [
      { path: 'password', message: COMMON_PASSWORD_MESSAGE },
    ]);
  }
  const passwordHash = await hashPassword(input.password);
  const userId = crypto.randomUUID();
  const role = input.role;
  try {
    await db.transaction(async (tx) => {
      await tx.insert(users).values({
        id: userId,
        name: input.username ?? '',
        email,
        emailVerified: true,
        role,
        username: input.username,
        ...newAccountTrial(now, trialDays),
      });
      await insertCredentialAccount(tx, userId, passwordHash);
      await recordAdminAction(tx, {
        actorId,
        action: 'user.created',
        targetType: 'user',
        targetId: userId,
        details: { role },
      });
    });
  } catch (error) {
    if (isUniqueViolation(error, 'users_email_unique')) {
      throw new AppError('CONFLICT', 'A user with this email already exists');
    }
    usernameConflict(error);
  }
  return { id: userId };
}

/** A role change signs the user out everywhere, so the new role applies at once. */
export async function updateUser(
  db: Database,
  { actorId, userId, input, policy }: { actorId: string; userId: string; input: EditUserInput; policy: AdminPolicy },
) {
  try {
    await db.transaction(async (tx) => {
      const target = await findTarget(tx, userId);
      if (input.role !== 'admin' && isProtected(policy, target.email)) {
        throw new AppError('FORBIDDEN', PROTECTED_ADMIN_MESSAGE);
      }
      await tx.update(users).set({ username: input.username }).where(eq(users.id, userId));
      if (input.role !== target.role) {
        await tx.update(users).set({ role: input.role }).where(eq(users.id, userId));
        await tx.delete(authSessions).where(eq(authSessions.userId, userId));
      }
      await recordAdminAction(tx, {
        actorId,
        action: input.role !== target.role ? 'user.role_changed' : 'user.updated',
        targetType: 'user',
        targetId: userId,
        details: input.role !== target.role ? { from: target.role, to: input.role } : { username: 'changed' },
      });
    });
  } catch (error) {
    usernameConflict(error);
  }
}

/**
 * Deletes a user and everything that belongs to them in one transaction: if any step fails,
 * nothing is removed and the error reaches the admin. Their sign-in sessions go with the row, so
 * the deleted user is signed out at once.
 */
export async function deleteUser(
  db: Database,
  {
    actorId,
    userId,
    policy,
    cancelBilling,
  }: {
    actorId: string;
    userId: string;
    policy: AdminPolicy;
    /** Cancels a paid subscription first; if it fails, nothing is removed. */
    cancelBilling: (userId: string) => Promise<void>;
  },
) {
  const target = await findTarget(db, userId);
  if (isProtected(policy, target.email)) throw new AppError('FORBIDDEN', PROTECTED_ADMIN_MESSAGE);
  if (target.id === actorId) {
    throw new AppError('CONFLICT', 'Use the account page to delete your own account');
  }
  // Outside the transaction: the provider call can take seconds and cannot be rolled back; if it
  // fails, nothing has been removed yet.
  try {
    await cancelBilling(target.id);
  } catch {
    throw new AppError(
      'BILLING_UNAVAILABLE',
      'The subscription could not be cancelled, so the user was not deleted. Please try again.',
    );
  }
  await db.transaction(async (tx) => {
    await removeUserRows(tx, target);
    await recordAdminAction(tx, { actorId, action: 'user.deleted', targetType: 'user', targetId: userId });
  });
}
