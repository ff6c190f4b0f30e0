import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/client/lib/api-client';
import { callApi } from '@/client/lib/call-api';
import { queryRoots, refreshAfterChange } from '@/client/lib/record-figures';
import type { NewRecordingInput, RecordingInput } from '@/shared/schemas/recordings';

const recordingsKey = queryRoots.recordings;

/** One page of the recordings, newest first. */
export const recordingsQueryOptions = (page = 1) =>
  queryOptions({
    queryKey: [...recordingsKey, 'page', page],
    queryFn: () => callApi(() => api['performance-recordings'].$get({ query: { page: String(page) } })),
    select: (data) => ({ items: data.recordings, page: data.page, pageSize: data.pageSize, total: data.total }),
    placeholderData: keepPreviousData,
  });

export const useRecordings = (page = 1) => useQuery(recordingsQueryOptions(page));

/** Every change refreshes the list and every figure the record counts towards (record-figures.ts). */
function useRecordingMutation<Variables, Result>(mutationFn: (variables: Variables) => Promise<Result>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => refreshAfterChange(queryClient, ['recording']) });
}

export const useCreateRecording = () =>
  useRecordingMutation((input: NewRecordingInput) =>
    callApi(() => api['performance-recordings'].$post({ json: input })),
  );

export const useUpdateRecording = () =>
  useRecordingMutation(({ id, input }: { id: string; input: RecordingInput }) =>
    callApi(() => api['performance-recordings'][':id'].$put({ param: { id }, json: input })),
  );

export const useDeleteRecording = () =>
  useRecordingMutation((id: string) => callApi(() => api['performance-recordings'][':id'].$delete({ param: { id } })));
