import { z } from 'zod';
import { optionalText, requiredText, uuidParam } from './fields';

export const clientStatuses = ['active', 'archived'] as const;
export type ClientStatus = (typeof clientStatuses)[number];
export const clientStatusLabels: Record<ClientStatus, string> = { active: 'Active', archived: 'Archived' };

export const clientInputSchema = z.object({
  name: requiredText(200, 'Name is required', 'Name'),
  email: z
    .string()
    .trim()
    .max(320)
    .refine((value) => value === '' || z.email().safeParse(value).success, {
      message: 'Please enter a valid email address',
    })
    .nullish()
    .transform((value) => (value ? value : null)),
  phone: optionalText(50, 'Phone'),
  notes: optionalText(20_000, 'Notes'),
  organisation: optionalText(200, 'Organisation'),
  status: z.enum(clientStatuses).default('active'),
  includeInExports: z.boolean().default(false),
  exportAlias: optionalText(200, 'Alias'),
});

/** What the form holds (strings), and what the server stores (blank text becomes null). */
export type ClientFormValues = z.input<typeof clientInputSchema>;
export type ClientInput = z.output<typeof clientInputSchema>;

export const clientIdSchema = uuidParam('Client');

export const clientListQuerySchema = z.object({
  search: z.string().trim().max(200).optional(),
  status: z.enum(['active', 'archived', 'all']).default('all'),
});
export type ClientListQuery = z.output<typeof clientListQuerySchema>;

export interface Client {
  id: string;
  name: string;
  email: string | null;
  phone: string | null;
  notes: string | null;
  organisation: string | null;
  status: ClientStatus;
  includeInExports: boolean;
  exportAlias: string | null;
  createdAt: string;
  updatedAt: string;
}

/** A row of the clients list, with the figures the database adds up. */
export interface ClientSummary extends Client {
  sessionsCount: number;
  totalMinutes: number;
}
