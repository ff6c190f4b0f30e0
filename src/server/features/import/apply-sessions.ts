import { randomUUID } from 'node:crypto';
import type { coachingSessions } from '../../db/schema';
import { nextTurn } from '../../lib/next-turn';
import type { ClientRef, Planned, SessionValue } from './import-batch';

export interface ExistingSession {
  id: string;
  clientId: string;
  date: string;
  groupSize: number | null;
  payment: 'paid' | 'pro_bono';
  isImportedSummary: boolean;
}

/**
 * A real session's duplicate key is its client and date (the unique index of ADR 007). An imported
 * summary's is its client, start date, kind (individual, or group of one size) and payment: an ICF
 * log row's paid or pro-bono hours (ADR 016), as the summary unique index has it.
 */
const sessionKey = (clientId: string, date: string) => `${clientId}|${date}`;
const summaryKey = (clientId: string, session: Pick<SessionValue, 'date' | 'groupSize' | 'payment'>) =>
  `${clientId}|${session.date}|${session.groupSize ?? 0}|${session.payment}`;

/**
 * Rows planned between two turns of the event loop (about 6 ms of work). Another request needs
 * several turns (its connection, its body, its query, its answer) and waits behind a slice at
 * each: at 2,000 rows a slice (45 ms) a health check waited up to 500 ms.
 */
const ROWS_PER_TURN = 250;

/** The batch's sessions not in the account yet, with ids given here so that GROW plans can point at them. */
export async function planSessions(
  userId: string,
  existing: ExistingSession[],
  rows: Planned<SessionValue>[],
  clientIdOf: (client: ClientRef) => string,
  duplicate: (line: string, message: string) => void,
) {
  const sessionIds = new Map<string, string>();
  const summaryIds = new Map<string, string>();
  const summaryKeys = new Set<string>();
  for (const session of existing) {
    if (!session.isImportedSummary) sessionIds.set(sessionKey(session.clientId, session.date), session.id);
    else {
      summaryIds.set(sessionKey(session.clientId, session.date), session.id);
      summaryKeys.add(summaryKey(session.clientId, session));
    }
  }
  // An ICF log row that repeats one already imported is reported once, not once per payment kind.
  const reported = new Set<string>();
  const newSessions: (typeof coachingSessions.$inferInsert)[] = [];
  for (const [index, { line, value }] of rows.entries()) {
    if (index > 0 && index % ROWS_PER_TURN === 0) await nextTurn();
    const { client, ...session } = value;
    const clientId = clientIdOf(client);
    const id = randomUUID();
    if (session.isImportedSummary) {
      const key = summaryKey(clientId, session);
      if (summaryKeys.has(key)) {
        if (!reported.has(line)) duplicate(line, `A summary for '${client.name}' from ${session.date} already exists`);
        reported.add(line);
        continue;
      }
      summaryKeys.add(key);
      if (!summaryIds.has(sessionKey(clientId, session.date))) summaryIds.set(sessionKey(clientId, session.date), id);
    } else {
      const key = sessionKey(clientId, session.date);
      if (sessionIds.has(key)) {
        duplicate(line, `A session with '${client.name}' on ${session.date} already exists`);
        continue;
      }
      sessionIds.set(key, id);
    }
    newSessions.push({ ...session, id, clientId, userId });
  }
  return {
    newSessions,
    /** A client's session on a date: a real one first, else an imported summary starting then. */
    sessionId: (clientId: string, date: string) =>
      sessionIds.get(sessionKey(clientId, date)) ?? summaryIds.get(sessionKey(clientId, date)),
  };
}
