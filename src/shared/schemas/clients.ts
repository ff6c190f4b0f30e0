import { z } from 'zod';
import { EARLIEST_DATE } from '../domain/plausible-dates';
import { calendarDate, optionalText, requiredText, searchText, uuidParam } from './fields';
import type { Page } from '@/shared/domain/paging';
import { pageQuery } from './paging';

export const clientStatuses = ['active', 'archived'] as const;
export type ClientStatus = (typeof clientStatuses)[number];
export const clientStatusLabels: Record<ClientStatus, string> = { active: 'Active', archived: 'Archived' };

const GROUP_MEMBERS_MESSAGE = 'A group has from 2 to 200 members';
const HOUR = 3_600_000;

/**
 * 'Client since' as the coach sets it: a whole date, from 1900 and not in the future (on the
 * server, the latest today on Earth, as for every date: ADR 039). Blank: the first session's date.
 */
const clientSinceField = z
  .union([z.literal(''), calendarDate()])
  .nullish()
  .transform((value) => (value ? value : null))
  .refine((value) => value === null || value >= EARLIEST_DATE, { message: 'Client since cannot be before 1900' })
  .refine((value) => value === null || value <= new Date(Date.now() + 14 * HOUR).toISOString().slice(0, 10), {
    message: 'Client since cannot be in the future',
  });

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
  clientSince: clientSinceField,
});

/** What the form holds (strings), and what the server stores (blank text becomes null). */
export type ClientFormValues = z.input<typeof clientInputSchema>;
export type ClientInput = z.output<typeof clientInputSchema>;

export const clientIdSchema = uuidParam('Client');

export const clientSorts = ['name', 'lastSession', 'hours'] as const;
export type ClientSort = (typeof clientSorts)[number];
export const clientSortLabels: Record<ClientSort, string> = {
  name: 'Name',
  lastSession: 'Last session',
  hours: 'Hours',
};

const clientStatusFilter = z.enum(['active', 'archived', 'all'], { message: 'Please choose a status' });

export const clientListQuerySchema = z.object({
  ...pageQuery,
  search: searchText.optional(),
  status: clientStatusFilter.default('all'),
  sort: z.enum(clientSorts, { message: 'Please choose a sort order' }).default('name'),
});
export type ClientListQuery = z.output<typeof clientListQuerySchema>;

/**
 * The names a picker offers (the client of a session, a tool, a filter). Not a page: a picker
 * needs them all, and two short fields per client stay small up to this many, which is more
 * than one account may hold.
 */
export const CLIENT_NAMES_LIMIT = 5_000;
export const clientNamesQuerySchema = z.object({ status: clientStatusFilter.default('all') });
export type ClientNamesQuery = z.output<typeof clientNamesQuerySchema>;

export interface ClientName {
  id: string;
  name: string;
  status: ClientStatus;
}

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
  /** Set by the coach; when null, 'Client since' is the first session's date. */
  clientSince: string | null;
  createdAt: string;
  updatedAt: string;
}

/** A row of the clients list, with the figures the database adds up. */
export interface ClientSummary extends Client {
  sessionsCount: number;
  totalMinutes: number;
  lastSessionDate: string | null;
}

export type ClientPage = Page<ClientSummary>;

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
