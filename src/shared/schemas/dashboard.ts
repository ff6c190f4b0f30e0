import { z } from 'zod';
import type { CoachingSession } from './coaching-sessions';
import { calendarDate } from './fields';

/** The coach's own calendar date, so that 'this month' starts where they are. */
export const dashboardQuerySchema = z.object({ today: calendarDate().optional() });

export interface DashboardStats {
  totalClients: number;
  totalSessions: number;
  /** Coaching hours: minutes / 60, one decimal. */
  totalHours: number;
  sessionsThisMonth: number;
  hoursThisMonth: number;
  totalSupervisionSessions: number;
  totalSupervisionHours: number;
  totalCpdHours: number;
  cpdHoursThisYear: number;
  /** The 5 latest sessions by date; the first gives a new session its defaults. */
  recentSessions: Pick<
    CoachingSession,
    'id' | 'clientId' | 'clientName' | 'date' | 'duration' | 'sessionType' | 'groupSize' | 'payment'
  >[];
  /** Coaching hours of this month and the 11 before it, oldest first; 'YYYY-MM' months. */
  hoursByMonth: { month: string; hours: number }[];
  /** Coaching hours of the previous month up to the day this month has reached (`through`, included). */
  previousMonthToDate: { through: string; hours: number };
}
