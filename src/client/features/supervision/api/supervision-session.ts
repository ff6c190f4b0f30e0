import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/client/lib/api-client';
import { callApi } from '@/client/lib/call-api';
import { supervisionKey } from './supervision-sessions';

export const supervisionSessionQueryKey = (id: string) => [...supervisionKey, 'detail', id] as const;

export const supervisionSessionQueryOptions = (id: string) =>
  queryOptions({
    queryKey: supervisionSessionQueryKey(id),
    queryFn: () => callApi(() => api['supervision-sessions'][':id'].$get({ param: { id } })),
    select: (data) => data.session,
  });

export const useSupervisionSession = (id: string) => useQuery(supervisionSessionQueryOptions(id));
