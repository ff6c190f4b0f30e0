import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { GrowPlanInput } from '@/shared/schemas/grow-plans';
import { api } from '@/client/lib/api-client';
import { callApi } from '@/client/lib/call-api';
import { queryRoots, refreshAfterChange } from '@/client/lib/record-figures';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE, pageParams } from '@/shared/domain/paging';

const growPlansKey = queryRoots.growPlans;

/** A page of one client's plans, newest first. */
export const useGrowPlans = (clientId: string, page = 1, pageSize = DEFAULT_PAGE_SIZE) =>
  useQuery({
    queryKey: [...growPlansKey, clientId, { page, pageSize }],
    queryFn: () => callApi(() => api['grow-plans'].$get({ query: { clientId, ...pageParams({ page, pageSize }) } })),
    enabled: Boolean(clientId),
    placeholderData: keepPreviousData,
  });

/** The client's sessions a plan can prepare, newest first (the API's largest page is enough to choose from). */
export const useClientSessions = (clientId: string) =>
  useQuery({
    queryKey: [...queryRoots.coachingSessions, 'list', { clientId, page: 1, pageSize: MAX_PAGE_SIZE }],
    queryFn: () =>
      callApi(() =>
        api['coaching-sessions'].$get({ query: { clientId, ...pageParams({ page: 1, pageSize: MAX_PAGE_SIZE }) } }),
      ),
    select: (data) => data.items,
    enabled: Boolean(clientId),
  });

function useGrowPlanMutation<Variables, Result>(mutationFn: (variables: Variables) => Promise<Result>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => refreshAfterChange(queryClient, ['grow-plan']) });
}

export const useCreateGrowPlan = () =>
  useGrowPlanMutation((input: GrowPlanInput) => callApi(() => api['grow-plans'].$post({ json: input })));

export const useUpdateGrowPlan = () =>
  useGrowPlanMutation(({ id, input }: { id: string; input: GrowPlanInput }) =>
    callApi(() => api['grow-plans'][':id'].$put({ param: { id }, json: input })),
  );

export const useDeleteGrowPlan = () =>
  useGrowPlanMutation((id: string) => callApi(() => api['grow-plans'][':id'].$delete({ param: { id } })));
