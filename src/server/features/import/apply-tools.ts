import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { coachQuestions, growPlans, wheelAssessments } from '../../db/schema';
import { fold, type ClientRef, type ImportBatch } from './import-batch';
import { insertChunks } from './insert-chunks';

export interface ToolLinks {
  /** The account's client id for a client of the file (existing or about to be inserted). */
  clientId: (client: ClientRef) => string | undefined;
  /** The id of a client's session on a date (existing or about to be inserted). */
  sessionId: (clientId: string, date: string) => string | undefined;
  duplicate: (line: string, message: string) => void;
}

/**
 * The coach tools' rows of a batch that are not in the account yet, with their client (and
 * session) ids. Duplicate keys: a question's stage and text; a plan's client, date and title; a
 * wheel's client, date and areas (names and scores, in order). Text compares without case.
 */
export async function planToolRows(tx: Database, userId: string, batch: ImportBatch, links: ToolLinks) {
  const none = batch.coachQuestions.length + batch.growPlans.length + batch.wheelAssessments.length === 0;
  if (none) return { questions: [], plans: [], wheels: [] };
  // One after another: a transaction is one connection, which runs one query at a time.
  const existingQuestions = await tx
    .select({ stage: coachQuestions.stage, text: coachQuestions.text })
    .from(coachQuestions)
    .where(eq(coachQuestions.userId, userId));
  const existingPlans = await tx
    .select({ clientId: growPlans.clientId, date: growPlans.date, title: growPlans.title })
    .from(growPlans)
    .where(eq(growPlans.userId, userId));
  const existingWheels = await tx
    .select({ clientId: wheelAssessments.clientId, date: wheelAssessments.date, areas: wheelAssessments.areas })
    .from(wheelAssessments)
    .where(eq(wheelAssessments.userId, userId));

  const questionKey = (row: { stage: string; text: string }) => `${row.stage}|${fold(row.text)}`;
  const questionKeys = new Set(existingQuestions.map(questionKey));
  const questions = batch.coachQuestions.flatMap(({ line, value }) => {
    const key = questionKey(value);
    if (questionKeys.has(key)) {
      links.duplicate(line, `The question '${value.text}' is already in your bank`);
      return [];
    }
    questionKeys.add(key);
    return [{ ...value, userId }];
  });

  const planKey = (row: { clientId: string; date: string; title: string }) =>
    `${row.clientId}|${row.date}|${fold(row.title)}`;
  const planKeys = new Set(existingPlans.map(planKey));
  const plans = batch.growPlans.flatMap(({ line, value: { client, sessionDate, ...value } }) => {
    const clientId = links.clientId(client)!;
    const key = planKey({ clientId, date: value.date, title: value.title });
    if (planKeys.has(key)) {
      links.duplicate(line, `A GROW plan '${value.title}' for '${client.name}' on ${value.date} already exists`);
      return [];
    }
    planKeys.add(key);
    // A session the file names but that was not restored (its row had an error) leaves the plan unattached.
    const coachingSessionId = sessionDate ? (links.sessionId(clientId, sessionDate) ?? null) : null;
    return [{ ...value, clientId, coachingSessionId, userId }];
  });

  const wheelKey = (row: { clientId: string; date: string; areas: { name: string; score: number }[] }) =>
    `${row.clientId}|${row.date}|${JSON.stringify(row.areas.map((area) => [area.name, area.score]))}`;
  const wheelKeys = new Set(existingWheels.map(wheelKey));
  const wheels = batch.wheelAssessments.flatMap(({ line, value: { client, ...value } }) => {
    const clientId = links.clientId(client)!;
    const key = wheelKey({ clientId, date: value.date, areas: value.areas });
    if (wheelKeys.has(key)) {
      links.duplicate(line, `This Wheel of Life for '${client.name}' on ${value.date} already exists`);
      return [];
    }
    wheelKeys.add(key);
    return [{ ...value, clientId, userId }];
  });
  return { questions, plans, wheels };
}

export async function insertToolRows(tx: Database, rows: Awaited<ReturnType<typeof planToolRows>>) {
  await insertChunks(rows.questions, (chunk) => tx.insert(coachQuestions).values(chunk));
  await insertChunks(rows.plans, (chunk) => tx.insert(growPlans).values(chunk));
  await insertChunks(rows.wheels, (chunk) => tx.insert(wheelAssessments).values(chunk));
}
