import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/client/lib/api-client';
import { callApi } from '@/client/lib/call-api';
import { todayIso } from '@/client/lib/dates';
import { orSnapshot } from '@/client/lib/offline/offline-reads';
import { queryRoots } from '@/client/lib/record-figures';

/** Spec: the dashboard load retries up to 2 more times, 1 s apart. */
export const DASHBOARD_RETRIES = 2;

export const dashboardQueryOptions = (today: string) =>
  queryOptions({
    queryKey: [...queryRoots.dashboard, today],
    // Kept so that the installed app opens on its figures without a network.
    queryFn: () => orSnapshot(`dashboard:${today}`, () => callApi(() => api.dashboard.$get({ query: { today } }))),
    retry: DASHBOARD_RETRIES,
    retryDelay: 1000,
  });

export const useDashboard = () => useQuery(dashboardQueryOptions(todayIso()));
