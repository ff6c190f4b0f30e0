import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/client/lib/api-client';
import { callApi } from '@/client/lib/call-api';

/** Every supervision query starts with this key, so one invalidation can reach them all. */
export const supervisionKey = ['supervision-sessions'] as const;

export const supervisionSessionsQueryOptions = queryOptions({
  queryKey: [...supervisionKey, 'list'],
  queryFn: () => callApi(() => api['supervision-sessions'].$get()),
  select: (data) => data.sessions,
});

export const useSupervisionSessions = () => useQuery(supervisionSessionsQueryOptions);
