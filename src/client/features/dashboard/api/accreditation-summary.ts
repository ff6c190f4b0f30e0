import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/client/lib/api-client';
import { callApi } from '@/client/lib/call-api';
import { todayIso } from '@/client/lib/dates';

/** Under the 'accreditation' key, so every change refreshes it with the accreditation page (query-client.ts). */
export const accreditationSummaryQueryOptions = (today: string) =>
  queryOptions({
    queryKey: ['accreditation', 'summary', today],
    queryFn: () => callApi(() => api.accreditation.summary.$get({ query: { today } })),
  });

export const useAccreditationSummary = () => useQuery(accreditationSummaryQueryOptions(todayIso()));
