import { z } from 'zod';
import { calendarDate } from './fields';

/**
 * A report's period (both ends included; either may be left open, both for 'All time') and the
 * coach's own calendar date, from which the 18-month ICF window is counted.
 */
export const reportsQuerySchema = z
  .object({
    from: calendarDate().optional(),
    to: calendarDate().optional(),
    today: calendarDate().optional(),
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    path: ['to'],
    message: 'The end date must be on or after the start date',
  });
export type ReportsQuery = z.input<typeof reportsQuerySchema>;

/** Figures for the chosen period. Coaching and supervision hours: minutes / 60, one decimal; CPD hours exact. */
export interface ReportSummary {
  hours: number;
  paidHours: number;
  proBonoHours: number;
  /** Distinct clients with a session in the period. */
  clientsCoached: number;
  sessions: number;
  /** Sum of the group sizes of group and team sessions in the period. */
  groupParticipants: number;
  supervisionHours: number;
  cpdHours: number;
}

export interface IcfChecks {
  /** Coaching hours in the 18 months up to today, whatever the period. */
  hoursLast18Months: number;
  /** First day of that window (the day after today minus 18 months). */
  last18MonthsFrom: string;
  /** Paid minutes / all minutes of the period, as a percentage to one decimal; null without any hours. */
  paidSharePercent: number | null;
}

export interface MonthCoaching {
  /** YYYY-MM */
  month: string;
  paidHours: number;
  proBonoHours: number;
  hours: number;
  sessions: number;
}

export interface ClientHours {
  clientId: string;
  name: string;
  hours: number;
  sessions: number;
}

export interface QuarterSupervision {
  /** YYYY-Qn */
  quarter: string;
  hours: number;
  sessions: number;
}

export interface YearCpd {
  year: number;
  coreCompetencies: number;
  resourceDevelopment: number;
  total: number;
}

/** Everything the Reports screen shows, added up by the database in one request. */
export interface Reports {
  range: { from: string | null; to: string | null; today: string };
  summary: ReportSummary;
  icf: IcfChecks;
  /** Every month from the first to the last with a session in the period, empty months as zeros. */
  coachingByMonth: MonthCoaching[];
  /** The 10 clients with the most hours in the period; ties by name. */
  topClients: ClientHours[];
  /** Every quarter from the first to the last with supervision in the period. */
  supervisionByQuarter: QuarterSupervision[];
  /** Every year from the first to the last with CPD in the period. */
  cpdByYear: YearCpd[];
}
