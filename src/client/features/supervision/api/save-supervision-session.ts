import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { NewSupervisionSessionInput, SupervisionSessionInput } from '@/shared/schemas/supervision';
import { api } from '@/client/lib/api-client';
import { callApi } from '@/client/lib/call-api';
import { supervisionSessionQueryKey } from './supervision-session';
import { supervisionSessionsQueryOptions } from './supervision-sessions';

/**
 * The form navigates to the list as soon as the save resolves, while the list is not on screen:
 * refetching it even when inactive means the list never shows a stale state before the new one.
 */
export const refreshSupervisionList = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: supervisionSessionsQueryOptions.queryKey, refetchType: 'all' });

export function useCreateSupervisionSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: NewSupervisionSessionInput) =>
      callApi(() => api['supervision-sessions'].$post({ json: input })),
    onSuccess: () => refreshSupervisionList(queryClient),
  });
}

export function useUpdateSupervisionSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: SupervisionSessionInput }) =>
      callApi(() => api['supervision-sessions'][':id'].$put({ param: { id }, json: input })),
    onSuccess: (data, { id }) => {
      queryClient.setQueryData(supervisionSessionQueryKey(id), data);
      return refreshSupervisionList(queryClient);
    },
  });
}
