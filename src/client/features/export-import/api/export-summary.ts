import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/client/lib/api-client';
import { callApi } from '@/client/lib/call-api';
import { queryRoots } from '@/client/lib/record-figures';

export const exportSummaryQueryOptions = () =>
  queryOptions({
    queryKey: [...queryRoots.exportSummary],
    // Refreshed by every change of the records it counts (src/client/lib/record-figures.ts).
    queryFn: () => callApi(() => api.export.summary.$get()),
  });

export const useExportSummary = () => useQuery(exportSummaryQueryOptions());
