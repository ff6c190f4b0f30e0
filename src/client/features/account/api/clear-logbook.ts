import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/client/lib/api-client';
import { callApi } from '@/client/lib/call-api';
import { refreshAfterChange } from '@/client/lib/record-figures';
import type { ClearLogbookInput } from '@/shared/schemas/clear-logbook';

/** Every session, or every client with their sessions; every figure they counted towards is refreshed. */
export function useClearLogbook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ClearLogbookInput) => callApi(() => api['clear-logbook'].$post({ json: input })),
    onSuccess: () => refreshAfterChange(queryClient, ['client', 'coaching-session']),
  });
}
