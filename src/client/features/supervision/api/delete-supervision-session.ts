import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/client/lib/api-client';
import { callApi } from '@/client/lib/call-api';
import { refreshSupervisionList } from './save-supervision-session';
import { supervisionSessionQueryKey } from './supervision-session';

export function useDeleteSupervisionSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => callApi(() => api['supervision-sessions'][':id'].$delete({ param: { id } })),
    onSuccess: (_data, id) => {
      queryClient.removeQueries({ queryKey: supervisionSessionQueryKey(id) });
      return refreshSupervisionList(queryClient);
    },
  });
}
