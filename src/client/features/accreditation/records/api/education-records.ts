import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/client/lib/api-client';
import { callApi } from '@/client/lib/call-api';
import { queryRoots, refreshAfterChange } from '@/client/lib/record-figures';
import type { EducationRecordInput, NewEducationRecordInput } from '@/shared/schemas/education';

const educationRecordsKey = queryRoots.educationRecords;

/** One page of the list, newest first: every list is paged on the server. */
export const educationRecordsQueryOptions = (page = 1) =>
  queryOptions({
    queryKey: [...educationRecordsKey, 'page', page],
    queryFn: () => callApi(() => api['education-records'].$get({ query: { page: String(page) } })),
    select: (data) => ({ items: data.records, page: data.page, pageSize: data.pageSize, total: data.total }),
    placeholderData: keepPreviousData,
  });

export const useEducationRecords = (page = 1) => useQuery(educationRecordsQueryOptions(page));

/** Every change refreshes the list and every figure the record counts towards (record-figures.ts). */
function useEducationMutation<Variables, Result>(mutationFn: (variables: Variables) => Promise<Result>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => refreshAfterChange(queryClient, ['education']) });
}

export const useCreateEducationRecord = () =>
  useEducationMutation((input: NewEducationRecordInput) =>
    callApi(() => api['education-records'].$post({ json: input })),
  );

export const useUpdateEducationRecord = () =>
  useEducationMutation(({ id, input }: { id: string; input: EducationRecordInput }) =>
    callApi(() => api['education-records'][':id'].$put({ param: { id }, json: input })),
  );

export const useDeleteEducationRecord = () =>
  useEducationMutation((id: string) => callApi(() => api['education-records'][':id'].$delete({ param: { id } })));
