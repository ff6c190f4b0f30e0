import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { WheelAssessmentInput } from '@/shared/schemas/wheel-of-life';
import { api } from '@/client/lib/api-client';
import { callApi } from '@/client/lib/call-api';
import { queryRoots, refreshAfterChange } from '@/client/lib/record-figures';
import { DEFAULT_PAGE_SIZE, pageParams } from '@/shared/domain/paging';

const wheelsKey = queryRoots.wheelAssessments;

/** A page of one client's wheels, newest first. */
export const useWheelAssessments = (clientId: string, page = 1, pageSize = DEFAULT_PAGE_SIZE) =>
  useQuery({
    queryKey: [...wheelsKey, clientId, { page, pageSize }],
    queryFn: () =>
      callApi(() => api['wheel-assessments'].$get({ query: { clientId, ...pageParams({ page, pageSize }) } })),
    enabled: Boolean(clientId),
    placeholderData: keepPreviousData,
  });

function useWheelMutation<Variables, Result>(mutationFn: (variables: Variables) => Promise<Result>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => refreshAfterChange(queryClient, ['wheel-assessment']) });
}

export const useCreateWheelAssessment = () =>
  useWheelMutation((input: WheelAssessmentInput) => callApi(() => api['wheel-assessments'].$post({ json: input })));

export const useUpdateWheelAssessment = () =>
  useWheelMutation(({ id, input }: { id: string; input: WheelAssessmentInput }) =>
    callApi(() => api['wheel-assessments'][':id'].$put({ param: { id }, json: input })),
  );

export const useDeleteWheelAssessment = () =>
  useWheelMutation((id: string) => callApi(() => api['wheel-assessments'][':id'].$delete({ param: { id } })));
