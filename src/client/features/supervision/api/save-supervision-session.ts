import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { NewSupervisionSessionInput, SupervisionSessionInput } from '@/shared/schemas/supervision';
import { api } from '@/client/lib/api-client';
import { callApi } from '@/client/lib/call-api';
import { refreshAfterChange } from '@/client/lib/record-figures';
import { supervisionSessionQueryKey } from './supervision-session';

/**
 * The form navigates to the list as soon as the save resolves, while the list is not on screen:
 * the list, like every figure, is then loaded afresh, never shown in its state before the change.
 */
export const refreshSupervisionList = (queryClient: QueryClient) =>
  refreshAfterChange(queryClient, ['supervision-session']);

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
