import { and, between, count, eq, sum } from 'drizzle-orm';
import type { SummaryWeek } from '@/shared/domain/weekly-summary';
import type { Database } from '../../db/database';
import { coachingSessions } from '../../db/schema';
import { countWaitingProposals } from '../calendar/calendar-proposals.service';
import { nextStepTowardsCredential, renewalsDueSoon, type NextStep, type RenewalDue } from './accreditation-lines';

export interface SummaryContent {
  week: SummaryWeek;
  /** Coaching sessions dated last week (imported ICF summaries are not sessions of a week). */
  lastWeek: { sessions: number; minutes: number };
  /** Sessions waiting in 'From your calendar' (the dashboard's count). */
  waitingFromCalendar: number;
  nextStep: NextStep | null;
  renewals: RenewalDue[];
}

/** What one coach's summary says, read for that coach only. */
export async function readSummaryContent(
  db: Database,
  { userId, week }: { userId: string; week: SummaryWeek },
): Promise<SummaryContent> {
  const [logged] = await db
    .select({ sessions: count(), minutes: sum(coachingSessions.duration).mapWith(Number) })
    .from(coachingSessions)
    .where(
      and(
        eq(coachingSessions.userId, userId),
        between(coachingSessions.date, week.lastWeek.from, week.lastWeek.to),
        eq(coachingSessions.isImportedSummary, false),
      ),
    );
  const today = week.weekStart;
  return {
    week,
    lastWeek: { sessions: logged?.sessions ?? 0, minutes: logged?.minutes ?? 0 },
    waitingFromCalendar: await countWaitingProposals(db, { userId }),
    nextStep: await nextStepTowardsCredential(db, { userId, today }),
    renewals: await renewalsDueSoon(db, { userId, today }),
  };
}
