import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ClientInput } from '@/shared/schemas/clients';
import { api } from '@/client/lib/api-client';
import { callApi } from '@/client/lib/call-api';

export const clientsQueryOptions = queryOptions({
  queryKey: ['clients'],
  queryFn: () => callApi(() => api.clients.$get({ query: {} })),
  select: (data) => data.clients,
});

export const useClients = () => useQuery(clientsQueryOptions);

/** Every change to clients refreshes the list, so the screen always shows what the server has. */
function useClientMutation<Variables, Result>(mutationFn: (variables: Variables) => Promise<Result>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: clientsQueryOptions.queryKey }),
  });
}

export const useCreateClient = () =>
  useClientMutation((input: ClientInput) => callApi(() => api.clients.$post({ json: input })));

export const useUpdateClient = () =>
  useClientMutation(({ id, input }: { id: string; input: ClientInput }) =>
    callApi(() => api.clients[':id'].$put({ param: { id }, json: input })),
  );

export const useDeleteClient = () =>
  useClientMutation((id: string) => callApi(() => api.clients[':id'].$delete({ param: { id } })));
