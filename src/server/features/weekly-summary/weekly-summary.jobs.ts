import { z } from 'zod';
import { summaryWeekOf } from '@/shared/domain/weekly-summary';
import type { JobDeps } from '../../app-env';
import { defineJob } from '../../lib/jobs/job-definition';
import { deliverWeeklySummary } from './summary-delivery';
import { dueSummaries, forgetOldDeliveries } from './summary-dispatch';

const isoDate = z.iso.date();

/**
 * Every 15 minutes: whoever has reached Monday 08:00 in their time zone since (every zone's
 * quarter hour included) gets a job of their own. Running often, rather than once at 08:00,
 * means a server that was down at 08:00 still sends that morning's summaries when it is back.
 */
export const weeklySummaryDispatchJob = defineJob({
  name: 'weekly-summary-dispatch',
  data: z.object({}),
  schedule: { cron: '*/15 * * * *', timeZone: 'UTC', data: {} },
  retry: { limit: 1, delaySeconds: 60 },
  timeoutSeconds: 300,
  run: async (_data, deps: JobDeps, { signal }) => {
    let queued = 0;
    for await (const page of dueSummaries(deps)) {
      for (const { userId, week } of page) {
        signal.throwIfAborted();
        if (await deps.jobs.send('weekly-summary-send', { userId, weekStart: week.weekStart })) queued += 1;
      }
    }
    await forgetOldDeliveries(deps);
    if (queued > 0) deps.logger.info({ queued }, 'weekly summaries queued');
  },
});

/** One coach's summary for one week; a failed e-mail is tried again after 1, 2, 4 and 8 minutes or so. */
export const weeklySummarySendJob = defineJob({
  name: 'weekly-summary-send',
  data: z.object({ userId: z.string().min(1).max(100), weekStart: isoDate }),
  key: ({ userId, weekStart }) => `${userId} ${weekStart}`,
  retry: { limit: 4, delaySeconds: 60 },
  run: async ({ userId, weekStart }, deps: JobDeps) => {
    const outcome = await deliverWeeklySummary(deps, { userId, week: summaryWeekOf(weekStart) });
    deps.logger.info({ userId, weekStart, outcome }, 'weekly summary');
  },
});
