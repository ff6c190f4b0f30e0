import { and, eq } from 'drizzle-orm';
import { icfCounting } from '@/shared/domain/accreditation/icf';
import {
  evaluateAccreditation,
  figureWindows,
  summariseAccreditation,
  type AccreditationSummary,
} from '@/shared/domain/accreditation/overview';
import { BODIES, ruleSetOn } from '@/shared/domain/accreditation/rules-in-force';
import type { AccreditationFigures, HeldCredential } from '@/shared/domain/accreditation/types';
import type { AccreditationResponse, EducationStartInput, TickInput } from '@/shared/schemas/accreditation';
import { credentialLevelLabels, type CredentialLevel } from '@/shared/schemas/credentials';
import type { Database } from '../../db/database';
import { accreditationSettings, accreditationTicks } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { createBoundedCache, textBytes } from '../../lib/bounded-cache';
import { cachedFigures } from './figures-cache';
import type { FiguresQueryInput } from './figures-query';

type StoredFigures = Omit<AccreditationFigures, 'today' | 'credentials' | 'icfPaths' | 'educationStartSetByCoach'> & {
  icfPaths: AccreditationFigures['icfPaths'] | null;
  educationStartSetByCoach: boolean | null;
  credentials: (Omit<HeldCredential, 'level'> & { level: CredentialLevel })[];
};

/** Numbers come back from JSON as numbers or numeric text, by driver and type. */
const numbers = <T extends object>(row: T, keys: (keyof T)[]): T =>
  Object.fromEntries(
    Object.entries(row).map(([key, value]) => [key, keys.includes(key as keyof T) ? Number(value) : value]),
  ) as T;

/** Figures as JSON text turned into the engine's value. */
export function parseFigures(text: string, today: string): AccreditationFigures {
  const stored = JSON.parse(text) as StoredFigures;
  return {
    ...stored,
    today,
    educationStartSetByCoach: stored.educationStartSetByCoach ?? false,
    icfPaths: stored.icfPaths ?? {},
    education: stored.education.map((row) => numbers(row, ['totalHours'])),
    windows: Object.fromEntries(
      Object.entries(stored.windows).map(([key, window]) => [
        key,
        {
          ...numbers(window, ['cpdHours', 'cpdRecords', 'feedback', 'reflection', 'supervisionMinutes']),
          sessions: {
            all: numbers(window.sessions.all, ['minutes', 'paidMinutes', 'clients']),
            icfLog: numbers(window.sessions.icfLog, ['minutes', 'paidMinutes', 'clients']),
          },
          newClients: numbers(window.newClients, ['all', 'icfLog']),
        },
      ]),
    ),
    icfLeftOut: {
      ...numbers(stored.icfLeftOut, [
        'notConsentedMinutes',
        'largeGroupMinutes',
        'beforeEducationMinutes',
        'notConsentedClientCount',
      ]),
      notConsentedClients: stored.icfLeftOut.notConsentedClients.map((row) => numbers(row, ['minutes'])),
    },
    mentor: stored.mentor.map((row) => numbers(row, ['minutes'])),
    credentials: stored.credentials.map((credential) => ({
      ...credential,
      level: credentialLevelLabels[credential.level],
      cycle: numbers(credential.cycle, [
        'coreCompetencyHours',
        'ethicsHours',
        'resourceDevelopmentHours',
        'supervisionMinutes',
      ]),
    })),
  };
}

const cycleYears = Object.fromEntries(
  BODIES.map((body) => [body, ruleSetOn(body, '2000-01-01').renewal?.cycleYears ?? null]),
);

/** What the figures are asked for on `today`: the windows of every rule version, and ICF's counting rules. */
export const figuresInput = (userId: string, today: string): FiguresQueryInput => ({
  userId,
  today,
  windows: figureWindows(today),
  cycleYears,
  counting: icfCounting,
});

interface Evaluated {
  today: string;
  text: string;
  figures: AccreditationFigures;
  overview?: AccreditationResponse;
  /** The answers as JSON text: serving them again costs no serialization (they carry every row's sources). */
  overviewJson?: string;
  summaryJson?: string;
  summary?: AccreditationSummary;
}

/** What one app keeps of its coaches' evaluations: the figures' text, the answers and their JSON, some 100 KB each. */
export const EVALUATION_CACHE_BYTES = 12 * 1024 * 1024;

/**
 * The last evaluation per coach, reused while the figures' text and today are the same: the rules
 * are pure functions of the figures, and evaluating them costs more CPU than the cached read. One
 * per app, in its bounded cache (lib/bounded-cache.ts); an answer counts, once made, at twice the
 * figures' size, with their JSON text.
 */
export const createEvaluationCache = (maxBytes = EVALUATION_CACHE_BYTES) =>
  createBoundedCache<Evaluated>({ maxBytes, sizeOf: (entry) => 12 * textBytes(entry.text) });

export type EvaluationCache = ReturnType<typeof createEvaluationCache>;

async function evaluated(
  db: Database,
  cache: EvaluationCache | null,
  { userId, today }: { userId: string; today: string },
) {
  const text = await cachedFigures(db, figuresInput(userId, today));
  if (text === undefined) throw new AppError('UNAUTHENTICATED', 'No authenticated user found');
  const kept = cache?.get(userId);
  if (kept && kept.today === today && kept.text === text) return kept;
  const entry: Evaluated = { today, text, figures: parseFigures(text, today) };
  cache?.set(userId, entry);
  return entry;
}

/** The coach's figures, cached until a write to anything they read (ADR 025). */
export async function loadFigures(db: Database, { userId, today }: { userId: string; today: string }) {
  return (await evaluated(db, null, { userId, today })).figures;
}

/** Every body evaluated under the rules in force today, every held credential's renewal, and the goal's answer. */
export async function getAccreditation(
  db: Database,
  cache: EvaluationCache | null,
  { userId, today }: { userId: string; today: string },
): Promise<AccreditationResponse> {
  const entry = await evaluated(db, cache, { userId, today });
  entry.overview ??= evaluateAccreditation(entry.figures);
  return entry.overview;
}

/** The same answer as JSON text, serialized once per evaluation. */
export async function getAccreditationJson(
  db: Database,
  cache: EvaluationCache | null,
  query: { userId: string; today: string },
): Promise<string> {
  const entry = await evaluated(db, cache, query);
  entry.overview ??= evaluateAccreditation(entry.figures);
  entry.overviewJson ??= JSON.stringify(entry.overview);
  return entry.overviewJson;
}

/** The dashboard's summary as JSON text, serialized once per evaluation. */
export async function getAccreditationSummaryJson(
  db: Database,
  cache: EvaluationCache | null,
  query: { userId: string; today: string },
): Promise<string> {
  const entry = await evaluated(db, cache, query);
  entry.overview ??= evaluateAccreditation(entry.figures);
  entry.summaryJson ??= JSON.stringify(summariseAccreditation(entry.overview));
  return entry.summaryJson;
}

/** The dashboard's card and lines, from the same evaluation. */
export async function getAccreditationSummary(
  db: Database,
  cache: EvaluationCache | null,
  { userId, today }: { userId: string; today: string },
): Promise<AccreditationSummary> {
  const entry = await evaluated(db, cache, { userId, today });
  entry.overview ??= evaluateAccreditation(entry.figures);
  entry.summary ??= summariseAccreditation(entry.overview);
  return entry.summary;
}

export async function tickRequirement(
  db: Database,
  { userId, requirementId, input }: { userId: string; requirementId: string; input: TickInput },
) {
  await db
    .insert(accreditationTicks)
    .values({ userId, requirementId, doneOn: input.doneOn })
    .onConflictDoUpdate({
      target: [accreditationTicks.userId, accreditationTicks.requirementId],
      set: { doneOn: input.doneOn },
    });
  return { requirementId, doneOn: input.doneOn };
}

/** Only the coach's own tick can go; someone else's, or none, is not found. */
export async function untickRequirement(
  db: Database,
  { userId, requirementId }: { userId: string; requirementId: string },
) {
  const deleted = await db
    .delete(accreditationTicks)
    .where(and(eq(accreditationTicks.userId, userId), eq(accreditationTicks.requirementId, requirementId)))
    .returning({ requirementId: accreditationTicks.requirementId });
  if (deleted.length === 0) throw new AppError('NOT_FOUND', 'Tick not found');
}

export async function setEducationStart(
  db: Database,
  { userId, input }: { userId: string; input: EducationStartInput },
) {
  await db
    .insert(accreditationSettings)
    .values({ userId, educationStart: input.educationStart })
    .onConflictDoUpdate({ target: accreditationSettings.userId, set: { educationStart: input.educationStart } });
  return input;
}
