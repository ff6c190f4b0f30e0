import type { JobDeps } from './app-env';
import { calendarAddressesDueJob, calendarAddressReadJob } from './features/calendar/address/calendar-address.jobs';
import { calendarCleanUpJob } from './features/calendar/calendar-clean-up.job';
import type { AnyJobDefinition } from './lib/jobs/job-definition';
import type { JobQueue } from './lib/jobs/job-queue';
import { weeklySummaryDispatchJob, weeklySummarySendJob } from './features/weekly-summary/weekly-summary.jobs';

/**
 * Every kind of background job (ADR 040). A feature defines its jobs with `defineJob` in its own
 * folder and adds them here; the queue creates their queues and schedules from this list.
 */
export const jobDefinitions = [
  calendarCleanUpJob,
  calendarAddressReadJob,
  calendarAddressesDueJob,
  weeklySummaryDispatchJob,
  weeklySummarySendJob,
] as const satisfies readonly AnyJobDefinition<JobDeps>[];

export type Jobs = JobQueue<typeof jobDefinitions>;
