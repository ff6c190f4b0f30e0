import type { QueryClient } from '@tanstack/react-query';
import { billingStatusQueryOptions } from '@/client/features/billing/api/billing';
import { waitingCountQueryOptions } from '@/client/features/calendar/api/calendar';
// The queries alone, not the features' barrels: their forms load only when a page opens one.
import { activeClientsQueryOptions } from '@/client/features/clients/api/clients';
import { dashboardQueryOptions } from '@/client/features/dashboard/api/dashboard';
import { todayIso } from '@/client/lib/dates';
import { configQueryOptions } from '@/client/lib/public-config';

/**
 * What the dashboard and the signed-in frame around it ask for, asked beside who is signed in
 * rather than from their effects once drawn (main.tsx). The answers usually arrive before the app's
 * first render, which then draws the figures at once instead of a loading state followed by one
 * synchronous render per answer; and the requests' set-up leaves the first commit (ADR 050). A
 * visitor who turns out not to be signed in gets refusals nobody reads.
 */
export function askForDashboardData(queryClient: QueryClient) {
  void queryClient.prefetchQuery(dashboardQueryOptions(todayIso()));
  void queryClient.prefetchQuery(configQueryOptions);
  void queryClient.prefetchQuery(billingStatusQueryOptions);
  void queryClient.prefetchQuery(waitingCountQueryOptions);
  void queryClient.prefetchQuery(activeClientsQueryOptions());
}
