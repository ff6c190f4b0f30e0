import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CpdRecordInput, NewCpdRecordInput } from '@/shared/schemas/cpd';
import { api } from '@/client/lib/api-client';
import { callApi } from '@/client/lib/call-api';
import { orSnapshot } from '@/client/lib/offline/offline-reads';
import { queryRoots, refreshAfterChange } from '@/client/lib/record-figures';

const cpdRecordsKey = queryRoots.cpdRecords;

/** Keyed by the coach's date, so the totals move on to a new year after midnight. */
export const cpdRecordsQueryOptions = (today: string) =>
  queryOptions({
    queryKey: [...cpdRecordsKey, today],
    // Kept to open offline, like the other lists of the logbook.
    queryFn: () =>
      orSnapshot(`cpd-records:${today}`, () => callApi(() => api['cpd-records'].$get({ query: { today } }))),
  });

export const useCpdRecords = (today: string) => useQuery(cpdRecordsQueryOptions(today));

/** Every change refreshes the list, its totals and every figure CPD counts towards. */
function useCpdRecordMutation<Variables, Result>(mutationFn: (variables: Variables) => Promise<Result>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => refreshAfterChange(queryClient, ['cpd-record']) });
}

export const useCreateCpdRecord = () =>
  useCpdRecordMutation((input: NewCpdRecordInput) => callApi(() => api['cpd-records'].$post({ json: input })));

export const useUpdateCpdRecord = () =>
  useCpdRecordMutation(({ id, input }: { id: string; input: CpdRecordInput }) =>
    callApi(() => api['cpd-records'][':id'].$put({ param: { id }, json: input })),
  );

export const useDeleteCpdRecord = () =>
  useCpdRecordMutation((id: string) => callApi(() => api['cpd-records'][':id'].$delete({ param: { id } })));
