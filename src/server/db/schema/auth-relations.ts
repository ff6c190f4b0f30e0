import { relations } from 'drizzle-orm';
import { authAccounts } from './auth-accounts';
import { authSessions } from './auth-sessions';
import { users } from './users';

/**
 * Lets Better Auth read a session and its user in one joined query (advanced.database.joins)
 * instead of two in a row: the check every signed-in request pays for.
 */
export const usersRelations = relations(users, ({ many }) => ({
  sessions: many(authSessions),
  accounts: many(authAccounts),
}));

export const authSessionsRelations = relations(authSessions, ({ one }) => ({
  user: one(users, { fields: [authSessions.userId], references: [users.id] }),
}));

export const authAccountsRelations = relations(authAccounts, ({ one }) => ({
  user: one(users, { fields: [authAccounts.userId], references: [users.id] }),
}));
