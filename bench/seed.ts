import type { Database } from '../src/server/db/database';
import { clients, coachingSessions, cpdRecords, supervisionSessions } from '../src/server/db/schema';

const BATCH = 1000;

async function insertInBatches<T>(rows: T[], insert: (batch: T[]) => Promise<unknown>) {
  for (let start = 0; start < rows.length; start += BATCH) await insert(rows.slice(start, start + BATCH));
}

const isoDay = (daysAgo: number) => new Date(Date.UTC(2026, 10, 22) - daysAgo * 86_400_000).toISOString().slice(0, 10);

export interface LogbookSize {
  clients: number;
  sessions: number;
  supervision: number;
  cpd: number;
}

/**
 * A coach's log of the given size, spread over the last years: each client gets sessions on
 * distinct dates (the duplicate rule holds), a mix of types, payments and topics.
 */
export async function seedLogbook(db: Database, userId: string, size: LogbookSize) {
  const clientRows = Array.from({ length: size.clients }, (_, index) => ({
    userId,
    name: `Client ${String(index + 1).padStart(4, '0')} ${['Walker', 'Brook', 'Patel', 'Okafor', 'Nguyen'][index % 5]}`,
    email: `client${index + 1}@example.com`,
    organisation: index % 3 === 0 ? `Organisation ${index % 40}` : null,
    status: index % 10 === 9 ? ('archived' as const) : ('active' as const),
  }));
  const insertedClients: { id: string }[] = [];
  await insertInBatches(clientRows, async (batch) => {
    insertedClients.push(...(await db.insert(clients).values(batch).returning({ id: clients.id })));
  });

  const sessionRows = Array.from({ length: size.sessions }, (_, index) => {
    const client = insertedClients[index % insertedClients.length]!;
    const round = Math.floor(index / insertedClients.length);
    const group = index % 17 === 0;
    return {
      userId,
      clientId: client.id,
      date: isoDay(round * 7 + (index % 7)),
      duration: [30, 45, 60, 60, 90][index % 5]!,
      notes: `Session notes ${index}: explored goals, options and next steps.`,
      topics: ['career', 'leadership', 'confidence', 'wellbeing'].slice(0, (index % 4) + 1),
      payment: index % 6 === 0 ? ('pro_bono' as const) : ('paid' as const),
      sessionType: group ? ('group' as const) : ('individual' as const),
      groupSize: group ? 6 : null,
    };
  });
  await insertInBatches(sessionRows, (batch) => db.insert(coachingSessions).values(batch));

  const supervisionRows = Array.from({ length: size.supervision }, (_, index) => ({
    userId,
    supervisorName: `Supervisor ${index % 4}`,
    date: isoDay(index * 3),
    duration: 60,
    topics: ['ethics', 'reflective practice'],
  }));
  await insertInBatches(supervisionRows, (batch) => db.insert(supervisionSessions).values(batch));

  const cpdRows = Array.from({ length: size.cpd }, (_, index) => ({
    userId,
    title: `CPD activity ${index}`,
    date: isoDay(index * 5),
    hours: [0.5, 1, 1.5, 3, 7.25][index % 5]!,
    category: index % 3 === 0 ? ('resource_development' as const) : ('core_competencies' as const),
    coachingEthics: index % 7 === 0,
  }));
  await insertInBatches(cpdRows, (batch) => db.insert(cpdRecords).values(batch));
  return { clientIds: insertedClients.map((client) => client.id) };
}
