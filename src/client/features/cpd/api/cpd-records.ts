import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CpdRecordInput, NewCpdRecordInput } from '@/shared/schemas/cpd';
import { api } from '@/client/lib/api-client';
import { callApi } from '@/client/lib/call-api';
import { orSnapshot } from '@/client/lib/offline/offline-reads';
import { queryRoots, refreshAfterChange } from '@/client/lib/record-figures';
import { DEFAULT_PAGE_SIZE, pageParams } from '@/shared/domain/paging';

const cpdRecordsKey = queryRoots.cpdRecords;

/** A page of CPD with its totals, keyed by the coach's date, so the totals move on to a new year after midnight. */
export const cpdRecordsQueryOptions = (page: number, today: string) =>
  queryOptions({
    queryKey: [...cpdRecordsKey, { page, today }],
    queryFn: () => {
      const fetchPage = () =>
        callApi(() =>
          api['cpd-records'].$get({ query: { ...pageParams({ page, pageSize: DEFAULT_PAGE_SIZE }), today } }),
        );
      // The first page is kept to open offline, like the other lists of the logbook.
      return page === 1 ? orSnapshot('cpd-records:page', fetchPage) : fetchPage();
    },
  });

export const useCpdRecords = (page: number, today: string) =>
  useQuery({ ...cpdRecordsQueryOptions(page, today), placeholderData: keepPreviousData });

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
