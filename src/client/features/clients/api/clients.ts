import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ClientInput, ClientSort, ClientStatus } from '@/shared/schemas/clients';
import { DEFAULT_PAGE_SIZE, pageParams } from '@/shared/domain/paging';
import { api } from '@/client/lib/api-client';
import { callApi } from '@/client/lib/call-api';
import { orSnapshot } from '@/client/lib/offline/offline-reads';
import { queryRoots, refreshAfterChange } from '@/client/lib/record-figures';

export interface ClientsFilter {
  search?: string;
  status?: ClientStatus | 'all';
  sort?: ClientSort;
  page?: number;
}

/** Every clients query starts with this key, so one invalidation refreshes them all. */
export const clientsKey = queryRoots.clients;

/** A page of the clients list, with each client's figures. */
export const clientsQueryOptions = ({ search = '', status = 'all', sort = 'name', page = 1 }: ClientsFilter = {}) =>
  queryOptions({
    queryKey: [...clientsKey, 'list', { search, status, sort, page }],
    queryFn: () => {
      const fetchPage = () =>
        callApi(() =>
          api.clients.$get({
            query: { ...pageParams({ page, pageSize: DEFAULT_PAGE_SIZE }), search: search || undefined, status, sort },
          }),
        );
      // The list as it first opens is kept to open offline; searches and other pages need the network.
      const first = page === 1 && !search && status === 'all' && sort === 'name';
      return first ? orSnapshot('clients:page', fetchPage) : fetchPage();
    },
  });

export const useClients = (filter: ClientsFilter = {}) =>
  useQuery({ ...clientsQueryOptions(filter), placeholderData: keepPreviousData });

/**
 * The names a picker offers. Kept offline, so that a session can be logged for a client in a
 * tunnel (the snapshot's name says which answer it holds).
 */
const clientNamesQueryOptions = (status: 'active' | 'all') =>
  queryOptions({
    queryKey: [...clientsKey, 'names', status],
    queryFn: () =>
      orSnapshot(`client-names:${status}`, () => callApi(() => api.clients.names.$get({ query: { status } }))),
    select: (data) => data.clients,
  });

/** Every client, archived ones too: their sessions stay in the log and in the filters. */
export const useClientsForFilter = () => useQuery(clientNamesQueryOptions('all'));

/** Clients a session can be logged for: archived ones stay out of pickers. */
export const activeClientsQueryOptions = () => clientNamesQueryOptions('active');
/**
 * `latest`: a picker asks again each time it opens, for a client added since on another device
 * (or a form prefilled with one) to be there; until the answer comes it offers what was kept.
 */
export const useActiveClients = ({ latest = false } = {}) =>
  useQuery({ ...activeClientsQueryOptions(), ...(latest && { refetchOnMount: 'always' as const }) });

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
