import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/client/lib/api-client';
import { callApi } from '@/client/lib/call-api';
import type { ProfileInput } from '@/shared/schemas/profile';

const profileKey = ['profile'] as const;

export const profileQueryOptions = queryOptions({
  queryKey: profileKey,
  queryFn: () => callApi(() => api.profile.$get()),
  select: (data) => data.profile,
});

export const useProfile = () => useQuery(profileQueryOptions);

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ProfileInput) => callApi(() => api.profile.$put({ json: input })),
    onSuccess: (data) => queryClient.setQueryData(profileKey, data),
  });
}
