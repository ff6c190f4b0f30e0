import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/client/lib/api-client';
import { callApi } from '@/client/lib/call-api';
import { queryRoots, refreshAfterChange } from '@/client/lib/record-figures';
import type { CredentialInput, NewCredentialInput } from '@/shared/schemas/credentials';

const credentialsKey = queryRoots.credentials;

export const credentialsQueryOptions = () =>
  queryOptions({
    queryKey: credentialsKey,
    queryFn: () => callApi(() => api['credentials'].$get()),
    select: (data) => data.credentials,
  });

export const useCredentials = () => useQuery(credentialsQueryOptions());

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
