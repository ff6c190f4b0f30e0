import { and, asc, eq, sql } from 'drizzle-orm';
import type { EntityKey } from '@/shared/schemas/export-import';
import type { Database } from '../../db/database';
import { clients, coachingSessions, cpdRecords, supervisionSessions, users } from '../../db/schema';

/** Rows are read and written this many at a time, so a large log never sits in memory whole. */
export const PAGE_SIZE = 1000;

export interface ExportedClient {
  ref: number;
  name: string;
  email: string | null;
  phone: string | null;
  organisation: string | null;
  status: 'active' | 'archived';
  includeInExports: boolean;
  exportAlias: string | null;
  notes: string | null;
  groupMembers: number | null;
  groupMemberNames: string | null;
  clientSince: string | null;
  createdAt: string;
}

/**
 * The coach's clients in a stable order (name, e-mail, then age), numbered from 1: sessions refer
 * to these numbers, not to database ids, so that a restored account exports to the same file.
 */
export interface ExportedClients {
  list: ExportedClient[];
  byId: Map<string, ExportedClient>;
}

export async function loadExportedClients(db: Database, userId: string): Promise<ExportedClients> {
  const rows = await db
    .select()
    .from(clients)
    .where(eq(clients.userId, userId))
    .orderBy(asc(clients.name), sql`${clients.email} asc nulls first`, asc(clients.createdAt), asc(clients.id));
  const list = rows.map((row, index): ExportedClient => ({
    ref: index + 1,
    name: row.name,
    email: row.email,
    phone: row.phone,
    organisation: row.organisation,
    status: row.status,
    includeInExports: row.includeInExports,
    exportAlias: row.exportAlias,
    notes: row.notes,
    groupMembers: row.groupMembers,
    groupMemberNames: row.groupMemberNames,
    clientSince: row.clientSince,
    createdAt: row.createdAt.toISOString(),
  }));
  return { list, byId: new Map(rows.map((row, index) => [row.id, list[index]!])) };
}

export async function loadExportedProfile(db: Database, userId: string) {
  const [row] = await db
    .select({
      username: users.username,
      displayName: users.displayName,
      firstPractisedOn: users.firstPractisedOn,
      professionalMemberships: users.professionalMemberships,
    })
    .from(users)
    .where(eq(users.id, userId));
  return row ?? { username: null, displayName: null, firstPractisedOn: null, professionalMemberships: null };
}

export type ExportedRow = Record<string, unknown>;

/** Reads one page (PAGE_SIZE rows from `offset`) of one list of the coach's rows. */
export type PageReader = (
  db: Database,
  userId: string,
  refs: ExportedClients,
  offset: number,
) => Promise<ExportedRow[]>;

/**
 * A row as every export writes it: the named fields (the form's, in the file's order) and when
 * it was created. Ids, owners and last-change times are never exported.
 */
export function exportedRow<Row extends { createdAt: Date }, Key extends keyof Row & string>(row: Row, fields: Key[]) {
  const exported: ExportedRow = {};
  for (const field of fields) exported[field] = row[field];
  exported.createdAt = row.createdAt.toISOString();
  return exported;
}

/** A page of coaching sessions with the client's number and, for spreadsheets, name and e-mail. */
async function sessionPage(db: Database, userId: string, refs: ExportedClients, offset: number) {
  const rows = await db
    .select({ session: coachingSessions, clientName: clients.name, clientEmail: clients.email })
    .from(coachingSessions)
    .innerJoin(clients, eq(clients.id, coachingSessions.clientId))
    .where(and(eq(coachingSessions.userId, userId), eq(clients.userId, userId)))
    .orderBy(
      asc(coachingSessions.date),
      asc(clients.name),
      sql`${clients.email} asc nulls first`,
      // The summaries of one ICF log row share client, date and time of writing (ADR 016).
      sql`${coachingSessions.groupSize} asc nulls first`,
      asc(coachingSessions.payment),
      asc(coachingSessions.createdAt),
      asc(coachingSessions.id),
    )
    .limit(PAGE_SIZE)
    .offset(offset);
  return rows.map(({ session, clientName, clientEmail }) => ({
    clientRef: refs.byId.get(session.clientId)!.ref,
    clientName,
    clientEmail,
    date: session.date,
    duration: session.duration,
    payment: session.payment,
    sessionType: session.sessionType,
    groupSize: session.groupSize,
    topics: session.topics,
    completed: session.completed,
    rate: session.rate,
    rating: session.rating,
    goalsSet: session.goalsSet,
    goalsAchieved: session.goalsAchieved,
    followUp: session.followUp,
    notes: session.notes,
    isImportedSummary: session.isImportedSummary,
    summaryEndDate: session.summaryEndDate,
    createdAt: session.createdAt.toISOString(),
  }));
}

async function supervisionPage(db: Database, userId: string, offset: number) {
  const rows = await db
    .select()
    .from(supervisionSessions)
    .where(eq(supervisionSessions.userId, userId))
    .orderBy(
      asc(supervisionSessions.date),
      asc(supervisionSessions.supervisorName),
      asc(supervisionSessions.createdAt),
      asc(supervisionSessions.id),
    )
    .limit(PAGE_SIZE)
    .offset(offset);
  return rows.map((row) =>
    exportedRow(row, [
      'supervisorName',
      'date',
      'duration',
      'topics',
      'supervisionType',
      'supervisorAccreditation',
      'notes',
    ]),
  );
}

async function cpdPage(db: Database, userId: string, offset: number) {
  const rows = await db
    .select()
    .from(cpdRecords)
    .where(eq(cpdRecords.userId, userId))
    .orderBy(asc(cpdRecords.date), asc(cpdRecords.title), asc(cpdRecords.createdAt), asc(cpdRecords.id))
    .limit(PAGE_SIZE)
    .offset(offset);
  return rows.map((row) =>
    exportedRow(row, ['title', 'date', 'hours', 'category', 'coachingEthics', 'provider', 'notes']),
  );
}

/** The entities' rows, each in the order every export writes them. */
export const entityPageReaders: Record<EntityKey, PageReader> = {
  clients: async (_db, _userId, refs, offset) =>
    refs.list.slice(offset, offset + PAGE_SIZE) as unknown as ExportedRow[],
  coachingSessions: sessionPage,
  supervisionSessions: (db, userId, _refs, offset) => supervisionPage(db, userId, offset),
  cpdRecords: (db, userId, _refs, offset) => cpdPage(db, userId, offset),
};
