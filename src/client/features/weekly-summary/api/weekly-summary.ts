import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/client/lib/api-client';
import { callApi } from '@/client/lib/call-api';
import type { WeeklySummaryState } from '@/shared/schemas/weekly-summary';

const weeklySummaryKey = ['weekly-summary'] as const;

export const weeklySummaryQueryOptions = queryOptions({
  queryKey: weeklySummaryKey,
  queryFn: () => callApi(() => api['weekly-summary'].$get()),
});

export const useWeeklySummary = () => useQuery(weeklySummaryQueryOptions);

export function useSetWeeklySummary() {
  const queryClient = useQueryClient();
  return useMutation({
    // One change at a time, in the order they were made: the last one is what stays saved.
    scope: { id: 'weekly-summary' },
    mutationFn: (subscribed: boolean) => callApi(() => api['weekly-summary'].$put({ json: { subscribed } })),
    onSuccess: ({ subscribed }) =>
      queryClient.setQueryData<WeeklySummaryState>(weeklySummaryKey, (state) => state && { ...state, subscribed }),
  });
}

/** The e-mail's link: the token alone names the coach, so no sign-in is needed. */
export const useUnsubscribe = () =>
  useMutation({
    mutationFn: (token: string) => callApi(() => api['weekly-summary'].unsubscribe.$post({ query: { token } })),
  });
