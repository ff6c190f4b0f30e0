import { z } from 'zod';
import type { SubscriptionStatus } from '../domain/subscription-access';
import { newPasswordField } from './auth';
import { roleSchema, type AuditEvent, type Role } from './admin-common';
import { searchText } from './fields';
import type { Page } from '@/shared/domain/paging';
import { pageQuery } from './paging';
import { usernameField } from './profile';

export const EMAIL_AND_PASSWORD_REQUIRED = 'Email and password are required';

export const adminUserListQuerySchema = z.object({
  search: searchText.default(''),
  ...pageQuery,
});
export type AdminUserListQuery = z.input<typeof adminUserListQuerySchema>;

export const adminUserIdSchema = z.object({ userId: z.string().min(1).max(100) });

/** Add New User: the account is created verified, with the password the admin chose. */
export const addUserSchema = z.object({
  email: z
    .string({ message: EMAIL_AND_PASSWORD_REQUIRED })
    .trim()
    .min(1, { message: EMAIL_AND_PASSWORD_REQUIRED, abort: true })
    .pipe(z.email({ message: 'Please enter a valid email address' })),
  password: z
    .string({ message: EMAIL_AND_PASSWORD_REQUIRED })
    .min(1, { message: EMAIL_AND_PASSWORD_REQUIRED, abort: true })
    .pipe(newPasswordField),
  username: usernameField,
  role: roleSchema,
});
export type AddUserInput = z.output<typeof addUserSchema>;

/** Edit User: the e-mail is read-only, so it is not part of the change. */
export const editUserSchema = z.object({ username: usernameField, role: roleSchema });
export type EditUserInput = z.output<typeof editUserSchema>;

export const freeAccountSchema = z.object({ freeAccount: z.boolean() });

export interface AdminUserRow {
  id: string;
  email: string;
  username: string | null;
  role: Role;
  /** 'email' for password accounts, otherwise the sign-in provider. */
  provider: string;
  subscriptionStatus: SubscriptionStatus | null;
  freeAccount: boolean;
  createdAt: string | null;
  lastSignInAt: string | null;
}

export type AdminUserList = Page<AdminUserRow>;

export interface AdminUserDetail {
  user: AdminUserRow & {
    displayName: string | null;
    emailVerified: boolean;
    subscriptionStartDate: string | null;
    subscriptionEndDate: string | null;
    stripeCustomerId: string | null;
    stripeSubscriptionId: string | null;
    /** In ADMIN_EMAILS: stays admin and cannot be deleted from the back-office. */
    isProtected: boolean;
  };
  counts: { clients: number; coachingSessions: number; supervisionSessions: number; cpdRecords: number };
  audit: AuditEvent[];
  /** The latest subscription verifications (at sign-in, daily re-sync, status changes), newest first. */
  verifications: SubscriptionVerification[];
}

export interface SubscriptionVerification {
  id: string;
  verifiedAt: string;
  /** 'trial', 'trial_expired', 'active', 'expired', 'canceled', 'past_due', 'none_found', 'admin', 'free_account'. */
  result: string;
  notes: string | null;
}
