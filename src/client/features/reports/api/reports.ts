import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/client/lib/api-client';
import { callApi } from '@/client/lib/call-api';
import type { ReportRange } from '../report-range';

export const reportsQueryOptions = ({ from, to, today }: ReportRange & { today: string }) =>
  queryOptions({
    queryKey: ['reports', { from, to, today }],
    queryFn: () => callApi(() => api.reports.$get({ query: { from, to, today } })),
    // Sessions, supervision and CPD are changed on other screens, which know nothing of reports.
    staleTime: 0,
  });

/** The figures stay on screen while another period loads, so the page does not jump. */
export const useReports = (query: ReportRange & { today: string }, enabled = true) =>
  useQuery({ ...reportsQueryOptions(query), enabled, placeholderData: keepPreviousData });
