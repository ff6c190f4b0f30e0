import { z } from 'zod';
import { optionalText, requiredText, searchText, uuidParam } from './fields';

export const clientStatuses = ['active', 'archived'] as const;
export type ClientStatus = (typeof clientStatuses)[number];
export const clientStatusLabels: Record<ClientStatus, string> = { active: 'Active', archived: 'Archived' };

const GROUP_MEMBERS_MESSAGE = 'A group has from 2 to 200 members';

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
  /** The client's consent to appear in the ICF log ('May this client appear in your ICF log?'). */
  includeInExports: z.boolean().default(false),
  exportAlias: optionalText(200, 'Alias'),
  /** A group client: how many people it holds; blank for one person. ICF counts each as a client. */
  groupMembers: z
    .union([z.literal(''), z.number(), z.string()], { message: GROUP_MEMBERS_MESSAGE })
    .nullish()
    .transform((value, ctx) => {
      if (value === '' || value === null || value === undefined) return null;
      const number = typeof value === 'number' ? value : value.trim() === '' ? Number.NaN : Number(value);
      if (!Number.isInteger(number) || number < 2 || number > 200) {
        ctx.addIssue({ code: 'custom', message: GROUP_MEMBERS_MESSAGE });
        return z.NEVER;
      }
      return number;
    }),
  groupMemberNames: optionalText(10_000, "Members' names"),
});

/** What the form holds (strings), and what the server stores (blank text becomes null). */
export type ClientFormValues = z.input<typeof clientInputSchema>;
export type ClientInput = z.output<typeof clientInputSchema>;

export const clientIdSchema = uuidParam('Client');

export const clientListQuerySchema = z.object({
  search: searchText.optional(),
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
  groupMembers: number | null;
  groupMemberNames: string | null;
  createdAt: string;
  updatedAt: string;
}

/** A row of the clients list, with the figures the database adds up. */
export interface ClientSummary extends Client {
  sessionsCount: number;
  totalMinutes: number;
}

/** The client's page: the client and their sessions' figures, added up by the database. */
export interface ClientOverview {
  client: Client;
  totals: {
    sessions: number;
    paidMinutes: number;
    proBonoMinutes: number;
    /** Sessions with goals written down, and with goals recorded as achieved. */
    sessionsWithGoalsSet: number;
    sessionsWithGoalsAchieved: number;
    firstDate: string | null;
    lastDate: string | null;
  };
}
