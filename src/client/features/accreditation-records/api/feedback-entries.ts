import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/client/lib/api-client';
import { callApi } from '@/client/lib/call-api';
import { queryRoots, refreshAfterChange } from '@/client/lib/record-figures';
import type { FeedbackEntryInput, NewFeedbackEntryInput } from '@/shared/schemas/feedback';

const feedbackEntriesKey = queryRoots.feedbackEntries;

export const feedbackEntriesQueryOptions = () =>
  queryOptions({
    queryKey: feedbackEntriesKey,
    queryFn: () => callApi(() => api['feedback-entries'].$get()),
    select: (data) => data.entries,
  });

export const useFeedbackEntries = () => useQuery(feedbackEntriesQueryOptions());

/** Every change refreshes the list and every figure the record counts towards (record-figures.ts). */
function useFeedbackEntryMutation<Variables, Result>(mutationFn: (variables: Variables) => Promise<Result>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => refreshAfterChange(queryClient, ['feedback']) });
}

export const useCreateFeedbackEntry = () =>
  useFeedbackEntryMutation((input: NewFeedbackEntryInput) =>
    callApi(() => api['feedback-entries'].$post({ json: input })),
  );

export const useUpdateFeedbackEntry = () =>
  useFeedbackEntryMutation(({ id, input }: { id: string; input: FeedbackEntryInput }) =>
    callApi(() => api['feedback-entries'][':id'].$put({ param: { id }, json: input })),
  );

export const useDeleteFeedbackEntry = () =>
  useFeedbackEntryMutation((id: string) => callApi(() => api['feedback-entries'][':id'].$delete({ param: { id } })));
