import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/client/lib/api-client';
import { callApi } from '@/client/lib/call-api';
import type { EducationRecordInput, NewEducationRecordInput } from '@/shared/schemas/education';

const educationRecordsKey = ['education-records'] as const;

export const educationRecordsQueryOptions = () =>
  queryOptions({
    queryKey: educationRecordsKey,
    queryFn: () => callApi(() => api['education-records'].$get()),
    select: (data) => data.records,
  });

export const useEducationRecords = () => useQuery(educationRecordsQueryOptions());

/** Every change refreshes the list, so the screen always shows what the server has. */
function useEducationMutation<Variables, Result>(mutationFn: (variables: Variables) => Promise<Result>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => queryClient.invalidateQueries({ queryKey: educationRecordsKey }) });
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
