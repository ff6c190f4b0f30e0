import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/client/lib/api-client';
import { callApi } from '@/client/lib/call-api';
import { queryRoots, refreshAfterChange } from '@/client/lib/record-figures';
import type { EducationStartInput, TickInput } from '@/shared/schemas/accreditation';

export const accreditationKey = queryRoots.accreditation;

/** Keyed by the coach's date: windows such as 'the last 18 months' end there. */
export const accreditationQueryOptions = (today: string) =>
  queryOptions({
    queryKey: [...accreditationKey, today],
    queryFn: () => callApi(() => api.accreditation.$get({ query: { today } })),
  });

export const useAccreditation = (today: string) => useQuery(accreditationQueryOptions(today));

export const drillDownQueryOptions = (requirementId: string, today: string, page: number) =>
  queryOptions({
    queryKey: [...accreditationKey, 'rows', requirementId, today, page],
    queryFn: () =>
      callApi(() =>
        api.accreditation.requirements[':requirementId'].rows.$get({
          param: { requirementId },
          query: { today, page: String(page) },
        }),
      ),
  });

export const useDrillDown = (requirementId: string, today: string, page: number) =>
  useQuery({ ...drillDownQueryOptions(requirementId, today, page), placeholderData: keepPreviousData });

function useAccreditationMutation<Variables, Result>(mutationFn: (variables: Variables) => Promise<Result>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => refreshAfterChange(queryClient, ['accreditation-setting']) });
}

export const useTick = () =>
  useAccreditationMutation(({ requirementId, input }: { requirementId: string; input: TickInput }) =>
    callApi(() => api.accreditation.ticks[':requirementId'].$put({ param: { requirementId }, json: input })),
  );

export const useUntick = () =>
  useAccreditationMutation((requirementId: string) =>
    callApi(() => api.accreditation.ticks[':requirementId'].$delete({ param: { requirementId } })),
  );

export const useSetEducationStart = () =>
  useAccreditationMutation((input: EducationStartInput) =>
    callApi(() => api.accreditation['education-start'].$put({ json: input })),
  );
