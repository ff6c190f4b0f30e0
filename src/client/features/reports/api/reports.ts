import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/client/lib/api-client';
import { callApi } from '@/client/lib/call-api';
import { queryRoots } from '@/client/lib/record-figures';
import type { ReportRange } from '../report-range';

export const reportsQueryOptions = ({ from, to, today }: ReportRange & { today: string }) =>
  queryOptions({
    queryKey: [...queryRoots.reports, { from, to, today }],
    // Refreshed by every change of the records it counts (src/client/lib/record-figures.ts).
    queryFn: () => callApi(() => api.reports.$get({ query: { from, to, today } })),
  });

/** The figures stay on screen while another period loads, so the page does not jump. */
export const useReports = (query: ReportRange & { today: string }, enabled = true) =>
  useQuery({ ...reportsQueryOptions(query), enabled, placeholderData: keepPreviousData });
