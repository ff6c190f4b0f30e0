import { z } from 'zod';
import type { JobDeps } from '../../app-env';
import { defineJob } from '../../lib/jobs/job-definition';
import { deleteStaleProposals } from './calendar-proposals.service';

/**
 * Once a day, sessions from a calendar left waiting for 90 days are deleted (issue 27: nothing kept
 * longer than a proposal needs). Running it twice deletes nothing more.
 */
export const calendarCleanUpJob = defineJob({
  name: 'calendar-clean-up',
  data: z.object({}),
  schedule: { cron: '20 3 * * *', timeZone: 'UTC', data: {} },
  run: async (_data, deps: JobDeps) => {
    const deleted = await deleteStaleProposals(deps.database.db, { now: deps.now() });
    deps.logger.info({ deleted }, 'calendar proposals older than 90 days deleted');
  },
});
