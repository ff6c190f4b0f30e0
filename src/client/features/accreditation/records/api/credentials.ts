import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/client/lib/api-client';
import { callApi } from '@/client/lib/call-api';
import { queryRoots, refreshAfterChange } from '@/client/lib/record-figures';
import type { CredentialInput, NewCredentialInput } from '@/shared/schemas/credentials';

const credentialsKey = queryRoots.credentials;

/** One page of the list, newest first: every list is paged on the server. */
export const credentialsQueryOptions = (page = 1) =>
  queryOptions({
    queryKey: [...credentialsKey, 'page', page],
    queryFn: () => callApi(() => api['credentials'].$get({ query: { page: String(page) } })),
    select: (data) => ({ items: data.credentials, page: data.page, pageSize: data.pageSize, total: data.total }),
    placeholderData: keepPreviousData,
  });

export const useCredentials = (page = 1) => useQuery(credentialsQueryOptions(page));

/** Every change refreshes the list and every figure the record counts towards (record-figures.ts). */
function useCredentialMutation<Variables, Result>(mutationFn: (variables: Variables) => Promise<Result>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => refreshAfterChange(queryClient, ['credential']) });
}

export const useCreateCredential = () =>
  useCredentialMutation((input: NewCredentialInput) => callApi(() => api['credentials'].$post({ json: input })));

export const useUpdateCredential = () =>
  useCredentialMutation(({ id, input }: { id: string; input: CredentialInput }) =>
    callApi(() => api['credentials'][':id'].$put({ param: { id }, json: input })),
  );

export const useDeleteCredential = () =>
  useCredentialMutation((id: string) => callApi(() => api['credentials'][':id'].$delete({ param: { id } })));
