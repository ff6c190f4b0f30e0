import { lazy } from 'react';

// The dashboard's forms load when the coach opens one, not with the dashboard's chunk.
export const ClientFormDialog = lazy(() =>
  import('@/client/features/clients').then(({ ClientFormDialog }) => ({ default: ClientFormDialog })),
);
export const GoalDialog = lazy(() =>
  import('@/client/features/accreditation').then(({ GoalDialog }) => ({ default: GoalDialog })),
);
