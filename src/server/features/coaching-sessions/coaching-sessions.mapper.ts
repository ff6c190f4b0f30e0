import type { CoachingSession } from '@/shared/schemas/coaching-sessions';
import type { coachingSessions } from '../../db/schema';

export type CoachingSessionRow = typeof coachingSessions.$inferSelect;

/** Spec: a session read with its client carries the client's name, 'Unknown Client' when missing. */
export function toCoachingSession(row: CoachingSessionRow, clientName: string | null): CoachingSession {
  return {
    id: row.id,
    clientId: row.clientId,
    clientName: clientName ?? 'Unknown Client',
    date: row.date,
    duration: row.duration,
    notes: row.notes,
    topics: row.topics,
    followUp: row.followUp,
    completed: row.completed,
    rate: row.rate,
    rating: row.rating,
    goalsSet: row.goalsSet,
    goalsAchieved: row.goalsAchieved,
    payment: row.payment,
    sessionType: row.sessionType,
    groupSize: row.groupSize,
    isImportedSummary: row.isImportedSummary,
    summaryEndDate: row.summaryEndDate,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
