import { and, eq } from 'drizzle-orm';
import { windowStart } from '@/shared/domain/accreditation/dates';
import {
  evaluateAccreditation,
  figureWindows,
  ruleSets,
  summariseAccreditation,
  type AccreditationSummary,
} from '@/shared/domain/accreditation/overview';
import { PACE_WINDOW } from '@/shared/domain/accreditation/pace';
import type { AccreditationFigures, HeldCredential } from '@/shared/domain/accreditation/types';
import type { AccreditationResponse, EducationStartInput, TickInput } from '@/shared/schemas/accreditation';
import { credentialLevelLabels, type CredentialLevel } from '@/shared/schemas/credentials';
import type { Database } from '../../db/database';
import { accreditationSettings, accreditationTicks } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { cachedFigures } from './figures-cache';

type StoredFigures = Omit<AccreditationFigures, 'today' | 'credentials'> & {
  earliestEducationStart: string | null;
  educationStartOverride: string | null;
  credentials: (Omit<HeldCredential, 'level'> & { level: CredentialLevel })[];
};

const cycleYears = Object.fromEntries(
  Object.values(ruleSets).map((rules) => [rules.body, rules.renewal?.cycleYears ?? null]),
);

/** Figures as JSON text turned into the engine's value; numbers come back as numbers or numeric text. */
function parseFigures(text: string, today: string) {
  const stored = JSON.parse(text) as StoredFigures;
  const figures: AccreditationFigures = {
    ...stored,
    today,
    educationHours: Number(stored.educationHours),
    windows: Object.fromEntries(
      Object.entries(stored.windows).map(([key, window]) => [key, { ...window, cpdHours: Number(window.cpdHours) }]),
    ),
    credentials: stored.credentials.map((credential) => ({
      ...credential,
      level: credentialLevelLabels[credential.level],
      cycle: {
        ...credential.cycle,
        coreCompetencyHours: Number(credential.cycle.coreCompetencyHours),
        ethicsHours: Number(credential.cycle.ethicsHours),
        resourceDevelopmentHours: Number(credential.cycle.resourceDevelopmentHours),
      },
    })),
  };
  return {
    figures,
    earliestEducationStart: stored.earliestEducationStart,
    educationStartOverride: stored.educationStartOverride,
  };
}

interface Evaluated {
  today: string;
  text: string;
  loaded: ReturnType<typeof parseFigures>;
  overview?: AccreditationResponse;
  summary?: AccreditationSummary;
}

/**
 * The last evaluation per coach in this process, reused while the figures' text and today are the
 * same: the rules are pure functions of the figures, and evaluating them costs more CPU than the
 * cached read. Bounded; the coach read least recently goes first.
 */
const evaluations = new Map<string, Evaluated>();
const EVALUATIONS_KEPT = 200;

async function evaluated(db: Database, { userId, today }: { userId: string; today: string }) {
  const text = await cachedFigures(db, {
    userId,
    today,
    paceStart: windowStart(today, PACE_WINDOW),
    windows: figureWindows(today),
    cycleYears,
  });
  if (text === undefined) throw new AppError('UNAUTHENTICATED', 'No authenticated user found');
  let entry = evaluations.get(userId);
  evaluations.delete(userId);
  if (!entry || entry.today !== today || entry.text !== text)
    entry = { today, text, loaded: parseFigures(text, today) };
  evaluations.set(userId, entry);
  if (evaluations.size > EVALUATIONS_KEPT) evaluations.delete(evaluations.keys().next().value!);
  return entry;
}

/** The coach's figures, cached until a write to anything they read (ADR 025). */
export async function loadFigures(db: Database, { userId, today }: { userId: string; today: string }) {
  return (await evaluated(db, { userId, today })).loaded;
}

/** Every body evaluated, every held credential's renewal, and the sources, for one coach. */
export async function getAccreditation(
  db: Database,
  { userId, today }: { userId: string; today: string },
): Promise<AccreditationResponse> {
  const entry = await evaluated(db, { userId, today });
  const { figures, earliestEducationStart, educationStartOverride } = entry.loaded;
  entry.overview ??= { ...evaluateAccreditation(figures), earliestEducationStart, educationStartOverride };
  return entry.overview;
}

/** The dashboard's lines: the next level per body, and renewals due soon with something missing. */
export async function getAccreditationSummary(
  db: Database,
  { userId, today }: { userId: string; today: string },
): Promise<AccreditationSummary> {
  const entry = await evaluated(db, { userId, today });
  entry.summary ??= summariseAccreditation(entry.loaded.figures);
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
