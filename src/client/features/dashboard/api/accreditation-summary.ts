import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/client/lib/api-client';
import { callApi } from '@/client/lib/call-api';
import { todayIso } from '@/client/lib/dates';
import { queryRoots } from '@/client/lib/record-figures';

/** Under the accreditation root, so every change that moves a requirement refreshes it (record-figures.ts). */
export const accreditationSummaryQueryOptions = (today: string) =>
  queryOptions({
    queryKey: [...queryRoots.accreditation, 'summary', today],
    queryFn: () => callApi(() => api.accreditation.summary.$get({ query: { today } })),
  });

export const useAccreditationSummary = () => useQuery(accreditationSummaryQueryOptions(todayIso()));
