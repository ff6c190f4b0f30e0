import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/client/lib/api-client';
import { callApi } from '@/client/lib/call-api';

export const configQueryOptions = queryOptions({
  queryKey: ['config'],
  queryFn: () => callApi(() => api.config.$get()),
  staleTime: Infinity,
});

export const usePublicConfig = () => useQuery(configQueryOptions);
