import { lazy } from 'react';
import { DashboardPage } from '@/client/features/dashboard/components/dashboard-page';

// The chip alone, not the sessions feature's index: that would bring the session form, its schemas
// and zod with the dashboard, a third of a second of a slow phone's main thread.
const LogAgainChip = lazy(() =>
  import('@/client/features/coaching-sessions/components/log-again-chip').then(({ LogAgainChip }) => ({
    default: LogAgainChip,
  })),
);

export function Component() {
  return <DashboardPage logAgain={<LogAgainChip />} />;
}
