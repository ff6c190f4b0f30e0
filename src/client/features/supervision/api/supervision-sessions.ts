import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/client/lib/api-client';
import { callApi } from '@/client/lib/call-api';
import { orSnapshot } from '@/client/lib/offline/offline-reads';
import { queryRoots } from '@/client/lib/record-figures';

/** Every supervision query starts with this key, so one invalidation can reach them all. */
export const supervisionKey = queryRoots.supervisionSessions;

export const supervisionSessionsQueryOptions = queryOptions({
  queryKey: [...supervisionKey, 'list'],
  // Kept to open offline, like the other lists of the logbook.
  queryFn: () => orSnapshot('supervision-sessions', () => callApi(() => api['supervision-sessions'].$get())),
  select: (data) => data.sessions,
});

export const useSupervisionSessions = () => useQuery(supervisionSessionsQueryOptions);
