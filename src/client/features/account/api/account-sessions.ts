import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/client/lib/api-client';
import { callApi } from '@/client/lib/call-api';
import { authApi } from '@/client/lib/auth-api';

export const accountSessionsKey = ['account-sessions'] as const;

export const useAccountSessions = () =>
  useQuery({
    queryKey: accountSessionsKey,
    queryFn: () => callApi(() => api.account.sessions.$get()),
    select: (data) => data.sessions,
  });

export function useEndAccountSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => callApi(() => api.account.sessions[':id'].$delete({ param: { id } })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: accountSessionsKey }),
  });
}

export function useEndOtherSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => authApi.revokeOtherSessions(),
    onSettled: () => queryClient.invalidateQueries({ queryKey: accountSessionsKey }),
  });
}
