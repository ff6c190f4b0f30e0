import { lazy } from 'react';
import { DashboardPage } from '@/client/features/dashboard/components/dashboard-page';
import { nextTask } from '@/client/lib/next-task';

// The chip alone, not the sessions feature's index: that would bring the session form, its schemas
// and zod with the dashboard, a third of a second of a slow phone's main thread. Asked for in a task
// of its own: the bundler's loader adds a preload link for each chunk the chip needs, and doing that
// inside the dashboard's render made that render one long task (ADR 048).
// A shortcut, not the page: when its code cannot be fetched (the server out of reach), the page
// goes without it rather than failing.
const LogAgainChip = lazy(() =>
  nextTask()
    .then(() => import('@/client/features/coaching-sessions/components/log-again-chip'))
    .then(
      ({ LogAgainChip }) => ({ default: LogAgainChip }),
      () => ({ default: () => null }),
    ),
);

export function Component() {
  return <DashboardPage logAgain={<LogAgainChip />} />;
}
