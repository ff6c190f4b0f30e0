import { z } from 'zod';

export const roles = ['user', 'admin'] as const;
export type Role = (typeof roles)[number];
export const roleSchema = z.enum(roles, { message: 'Please choose a role' });

/** The spec's 'This account must remain as admin': an ADMIN_EMAILS account keeps its role. */
export const PROTECTED_ADMIN_MESSAGE = 'This account must remain as admin';

export interface AuditEvent {
  id: string;
  action: string;
  actorId: string;
  /** The acting admin's e-mail while that account exists. */
  actorEmail: string | null;
  details: Record<string, string | number | boolean | null>;
  createdAt: string;
}
