import { z } from 'zod';
import type { JobDeps } from '../../app-env';
import { defineJob } from '../../lib/jobs/job-definition';
import { purgeExpiredUndo } from './undo.service';

/**
 * Every five minutes, what deletes kept for 'Undo' goes once its window has passed: deleted notes
 * are not kept longer than the undo needs them. Running it twice purges nothing more.
 */
export const undoPurgeJob = defineJob({
  name: 'undo-purge',
  data: z.object({}),
  schedule: { cron: '*/5 * * * *', timeZone: 'UTC', data: {} },
  run: async (_data, deps: JobDeps) => {
    const purged = await purgeExpiredUndo(deps.database.db, { now: deps.now() });
    if (purged > 0) deps.logger.info({ purged }, 'expired undo snapshots purged');
  },
});
