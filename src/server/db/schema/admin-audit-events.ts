import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * One row per admin action. No foreign keys on purpose: the trail outlives the accounts it names.
 * Details hold what changed (a role, a flag), never personal content such as e-mails or notes.
 */
export const adminAuditEvents = pgTable(
  'admin_audit_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    actorId: text('actor_id').notNull(),
    action: text('action').notNull(),
    targetType: text('target_type', { enum: ['user', 'invitation'] }).notNull(),
    targetId: text('target_id').notNull(),
    details: jsonb('details').$type<Record<string, string | number | boolean | null>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('admin_audit_events_target_idx').on(table.targetType, table.targetId, table.createdAt)],
);
