import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/client/lib/api-client';
import { callApi } from '@/client/lib/call-api';

export const adminOverviewQueryOptions = queryOptions({
  queryKey: ['admin', 'overview'],
  queryFn: () => callApi(() => api.admin.overview.$get()),
});

export const useAdminOverview = () => useQuery(adminOverviewQueryOptions);
