import { and, desc, eq } from 'drizzle-orm';
import type { AuditEvent } from '@/shared/schemas/admin-common';
import type { Database } from '../../db/database';
import { adminAuditEvents, users } from '../../db/schema';

type AuditDetails = Record<string, string | number | boolean | null>;

export interface AdminAction {
  actorId: string;
  action: string;
  targetType: 'user' | 'invitation';
  targetId: string;
  /** What changed (roles, flags): never e-mails, names or notes. */
  details?: AuditDetails;
}

/** Written in the same transaction as the change it records, so neither exists without the other. */
export async function recordAdminAction(db: Database, action: AdminAction) {
  await db.insert(adminAuditEvents).values({ ...action, details: action.details ?? {} });
}

const AUDIT_LIST_LIMIT = 50;

export async function listUserAudit(db: Database, userId: string): Promise<AuditEvent[]> {
  const rows = await db
    .select({
      id: adminAuditEvents.id,
      action: adminAuditEvents.action,
      actorId: adminAuditEvents.actorId,
      actorEmail: users.email,
      details: adminAuditEvents.details,
      createdAt: adminAuditEvents.createdAt,
    })
    .from(adminAuditEvents)
    .leftJoin(users, eq(users.id, adminAuditEvents.actorId))
    .where(and(eq(adminAuditEvents.targetType, 'user'), eq(adminAuditEvents.targetId, userId)))
    .orderBy(desc(adminAuditEvents.createdAt), desc(adminAuditEvents.id))
    .limit(AUDIT_LIST_LIMIT);
  return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
}
