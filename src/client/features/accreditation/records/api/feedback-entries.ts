import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/client/lib/api-client';
import { callApi } from '@/client/lib/call-api';
import { queryRoots, refreshAfterChange } from '@/client/lib/record-figures';
import type { FeedbackEntryInput, NewFeedbackEntryInput } from '@/shared/schemas/feedback';

const feedbackEntriesKey = queryRoots.feedbackEntries;

/** One page of the list, newest first: every list is paged on the server. */
export const feedbackEntriesQueryOptions = (page = 1) =>
  queryOptions({
    queryKey: [...feedbackEntriesKey, 'page', page],
    queryFn: () => callApi(() => api['feedback-entries'].$get({ query: { page: String(page) } })),
    select: (data) => ({ items: data.entries, page: data.page, pageSize: data.pageSize, total: data.total }),
    placeholderData: keepPreviousData,
  });

export const useFeedbackEntries = (page = 1) => useQuery(feedbackEntriesQueryOptions(page));

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
