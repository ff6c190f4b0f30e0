import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/client/lib/api-client';
import { callApi } from '@/client/lib/call-api';

export const exportSummaryQueryOptions = () =>
  queryOptions({
    queryKey: ['export-summary'],
    queryFn: () => callApi(() => api.export.summary.$get()),
    // The counts change on every other screen, which know nothing of this one.
    staleTime: 0,
  });

export const useExportSummary = () => useQuery(exportSummaryQueryOptions());
