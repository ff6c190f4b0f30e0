import { z } from 'zod';

export const roles = ['user', 'admin'] as const;
export type Role = (typeof roles)[number];
export const roleSchema = z.enum(roles, { message: 'Please choose a role' });

/** The spec's 'This account must remain as admin': an ADMIN_EMAILS account keeps its role. */
export const PROTECTED_ADMIN_MESSAGE = 'This account must remain as admin';

/** Offset paging, as the invitation list of the spec answers it. */
export const pageQuery = {
  limit: z.coerce.number().int().min(1).max(100).default(20),
  offset: z.coerce.number().int().min(0).default(0),
};

export interface Pagination {
  total: number;
  limit: number;
  offset: number;
  hasMore: boolean;
}

export interface AuditEvent {
  id: string;
  action: string;
  actorId: string;
  /** The acting admin's e-mail while that account exists. */
  actorEmail: string | null;
  details: Record<string, string | number | boolean | null>;
  createdAt: string;
}
