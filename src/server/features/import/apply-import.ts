import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { BackupKey, RowProblem } from '@/shared/schemas/export-import';
import type { Database } from '../../db/database';
import { clients, coachingSessions, cpdRecords, supervisionSessions } from '../../db/schema';
import { assertImportFits } from '../auth/policy/logbook-limits';
import { insertRecordRows, planRecordRows } from './apply-records';
import { planSessions } from './apply-sessions';
import { insertToolRows, planToolRows } from './apply-tools';
import { fold, zeroCounts, type ClientRef, type ImportBatch } from './import-batch';
import { insertChunks } from './insert-chunks';

const clientKey = (client: ClientRef) => `${fold(client.name)}|${fold(client.email)}`;

export interface ApplyOutcome {
  committed: boolean;
  created: Record<BackupKey, number>;
  duplicates: RowProblem[];
  duplicateLines: Set<string>;
}

/**
 * Writes a batch into the coach's account in one transaction. Rows that already exist (same
 * client name and e-mail; same client and date; same supervisor and date; same CPD title and
 * date), in the account or earlier in the file, are reported as duplicates and skipped. A preview
 * (dryRun) and 'stop on error' with errors write nothing, and run outside a transaction: on PGlite
 * a transaction holds the only connection, and other coaches' queries would wait for the whole
 * plan. Any failure midway of a write rolls everything back.
 */
export async function applyImport(
  db: Database,
  { userId, batch, dryRun, stopOnError }: { userId: string; batch: ImportBatch; dryRun: boolean; stopOnError: boolean },
  extra?: (tx: Database) => Promise<void>,
): Promise<ApplyOutcome> {
  const created = zeroCounts();
  const duplicates: RowProblem[] = [];
  const duplicate = (line: string, message: string) => duplicates.push({ line, message });
  const write = !dryRun && !(stopOnError && batch.errors.length > 0);

  const run = async (tx: Database) => {
    // One after another: a transaction is one connection, which runs one query at a time.
    const existingClients = await tx
      .select({ id: clients.id, name: clients.name, email: clients.email })
      .from(clients)
      .where(eq(clients.userId, userId));
    const existingSessions = await tx
      .select({
        id: coachingSessions.id,
        clientId: coachingSessions.clientId,
        date: coachingSessions.date,
        groupSize: coachingSessions.groupSize,
        payment: coachingSessions.payment,
        isImportedSummary: coachingSessions.isImportedSummary,
      })
      .from(coachingSessions)
      .where(eq(coachingSessions.userId, userId));
    const existingSupervision = await tx
      .select({ name: supervisionSessions.supervisorName, date: supervisionSessions.date })
      .from(supervisionSessions)
      .where(eq(supervisionSessions.userId, userId));
    const existingCpd = await tx
      .select({ title: cpdRecords.title, date: cpdRecords.date })
      .from(cpdRecords)
      .where(eq(cpdRecords.userId, userId));

    // New clients get their id here, so that their sessions can refer to them before the insert.
    const clientIds = new Map(existingClients.map((client) => [clientKey(client), client.id]));
    const byName = new Map<string, string>();
    for (const client of existingClients) if (!byName.has(fold(client.name))) byName.set(fold(client.name), client.id);
    const newClients: (typeof clients.$inferInsert)[] = [];
    const addClient = (key: string, values: Omit<typeof clients.$inferInsert, 'id'>) => {
      const id = randomUUID();
      newClients.push({ ...values, id });
      clientIds.set(key, id);
      if (!byName.has(fold(values.name))) byName.set(fold(values.name), id);
      return id;
    };
    for (const row of batch.clients) {
      const key = clientKey(row.value);
      if (clientIds.has(key)) {
        duplicate(row.line, `Client '${row.value.name}' already exists`);
        continue;
      }
      addClient(key, { ...row.value, userId });
    }

    // A session's or a feedback entry's client: by name and e-mail, or by name alone when the row
    // gives no e-mail; created when the account has no such client.
    const resolveClient = (client: ClientRef) =>
      clientIds.get(clientKey(client)) ??
      (client.email ? undefined : byName.get(fold(client.name))) ??
      addClient(clientKey(client), { name: client.name.trim(), email: client.email, ...client.create, userId });
    const sessions = await planSessions(userId, existingSessions, batch.coachingSessions, resolveClient, duplicate);
    const newSessions = sessions.newSessions;
    const supervisionKeys = new Set(existingSupervision.map((row) => `${fold(row.name)}|${row.date}`));
    const newSupervision = batch.supervisionSessions.filter((row) => {
      const key = `${fold(row.value.supervisorName)}|${row.value.date}`;
      if (supervisionKeys.has(key)) {
        duplicate(row.line, `Supervision with '${row.value.supervisorName}' on ${row.value.date} already exists`);
        return false;
      }
      supervisionKeys.add(key);
      return true;
    });

    const cpdKeys = new Set(existingCpd.map((row) => `${fold(row.title)}|${row.date}`));
    const newCpd = batch.cpdRecords.filter((row) => {
      const key = `${fold(row.value.title)}|${row.value.date}`;
      if (cpdKeys.has(key)) {
        duplicate(row.line, `CPD record '${row.value.title}' on ${row.value.date} already exists`);
        return false;
      }
      cpdKeys.add(key);
      return true;
    });

    const tools = await planToolRows(tx, userId, batch, {
      clientId: (client) => clientIds.get(clientKey(client)),
      sessionId: sessions.sessionId,
      duplicate,
    });
    const records = await planRecordRows(tx, userId, batch, { clientId: resolveClient, duplicate });
    created.educationRecords = records.education.length;
    created.mentorCoachingSessions = records.mentoring.length;
    created.credentials = records.credentials.length;
    created.feedbackEntries = records.feedback.length;
    created.performanceRecordings = records.recordings.length;
    created.coachQuestions = tools.questions.length;
    created.growPlans = tools.plans.length;
    created.wheelAssessments = tools.wheels.length;
    created.clients = newClients.length;
    created.coachingSessions = newSessions.length;
    created.supervisionSessions = newSupervision.length;
    created.cpdRecords = newCpd.length;
    await assertImportFits(tx, userId, created);
    if (!write) return;

    await insertChunks(newClients, (chunk) => tx.insert(clients).values(chunk));
    await insertChunks(newSessions, (chunk) => tx.insert(coachingSessions).values(chunk));
    await insertChunks(newSupervision, (chunk) =>
      tx.insert(supervisionSessions).values(chunk.map((row) => ({ ...row.value, userId }))),
    );
    await insertChunks(newCpd, (chunk) => tx.insert(cpdRecords).values(chunk.map((row) => ({ ...row.value, userId }))));
    await insertToolRows(tx, tools);
    await insertRecordRows(tx, records);
    await extra?.(tx);
  };
  await (write ? db.transaction(run) : run(db));

  return { committed: write, created, duplicates, duplicateLines: new Set(duplicates.map((row) => row.line)) };
}
