import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ClientInput, ClientStatus } from '@/shared/schemas/clients';
import { api } from '@/client/lib/api-client';
import { callApi } from '@/client/lib/call-api';
import { orSnapshot } from '@/client/lib/offline/offline-reads';
import { queryRoots, refreshAfterChange } from '@/client/lib/record-figures';

export interface ClientsFilter {
  search?: string;
  status?: ClientStatus | 'all';
}

/** Every clients query starts with this key, so one invalidation refreshes them all. */
export const clientsKey = queryRoots.clients;

export const clientsQueryOptions = (filter: ClientsFilter = {}) =>
  queryOptions({
    queryKey: [...clientsKey, filter],
    queryFn: () => {
      const status = filter.status ?? 'all';
      const fetchClients = () =>
        callApi(() => api.clients.$get({ query: { search: filter.search || undefined, status } }));
      // Kept offline so that a session can be logged for a client in a tunnel; searches are not.
      return filter.search ? fetchClients() : orSnapshot(`clients:${status}`, fetchClients);
    },
    select: (data) => data.clients,
  });

export const useClients = (filter: ClientsFilter = {}) =>
  useQuery({ ...clientsQueryOptions(filter), placeholderData: keepPreviousData });

export const useClientsForFilter = () => useQuery(clientsQueryOptions());

/** Clients a session can be logged for: archived ones stay out of pickers. */
export const activeClientsQueryOptions = () => clientsQueryOptions({ status: 'active' });
export const useActiveClients = () => useQuery(activeClientsQueryOptions());

/** The client's page: the client and their sessions' figures (404 for anyone else's client). */
export const useClientOverview = (id: string) =>
  useQuery({
    queryKey: [...clientsKey, 'overview', id],
    queryFn: () => callApi(() => api.clients[':id'].overview.$get({ param: { id } })),
  });

function useClientMutation<Variables, Result>(mutationFn: (variables: Variables) => Promise<Result>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => refreshAfterChange(queryClient, ['client']),
  });
}

export const useCreateClient = () =>
  useClientMutation((input: ClientInput) => callApi(() => api.clients.$post({ json: input })));

export const useUpdateClient = () =>
  useClientMutation(({ id, input }: { id: string; input: ClientInput }) =>
    callApi(() => api.clients[':id'].$put({ param: { id }, json: input })),
  );

/** Deleting a client deletes their sessions and tools too (the map says so for every client change). */
export const useDeleteClient = () =>
  useClientMutation((id: string) => callApi(() => api.clients[':id'].$delete({ param: { id } })));
