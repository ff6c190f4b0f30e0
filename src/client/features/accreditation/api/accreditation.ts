import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/client/lib/api-client';
import { callApi } from '@/client/lib/call-api';
import { queryRoots, refreshAfterChange } from '@/client/lib/record-figures';
import type { BodyId } from '@/shared/domain/accreditation/types';
import type {
  AwardInput,
  EducationStartInput,
  GoalInput,
  PathInput,
  StepsInput,
  TickInput,
} from '@/shared/schemas/accreditation';

export const accreditationKey = queryRoots.accreditation;

/** Keyed by the coach's date: windows such as 'the last 18 months' end there. */
export const accreditationQueryOptions = (today: string) =>
  queryOptions({
    queryKey: [...accreditationKey, today],
    queryFn: () => callApi(() => api.accreditation.$get({ query: { today } })),
  });

export const useAccreditation = (today: string) => useQuery(accreditationQueryOptions(today));

export type DrillDownGrouping = 'rows' | 'month' | 'client';

export const drillDownQueryOptions = (
  requirementId: string,
  today: string,
  page: number,
  group: DrillDownGrouping | undefined,
) =>
  queryOptions({
    queryKey: [...accreditationKey, 'rows', requirementId, today, page, group ?? 'default'],
    queryFn: () =>
      callApi(() =>
        api.accreditation.requirements[':requirementId'].rows.$get({
          param: { requirementId },
          query: { today, page: String(page), ...(group ? { group } : {}) },
        }),
      ),
  });

export const useDrillDown = (
  requirementId: string,
  today: string,
  page: number,
  group: DrillDownGrouping | undefined,
) => useQuery({ ...drillDownQueryOptions(requirementId, today, page, group), placeholderData: keepPreviousData });

function useAccreditationMutation<Variables, Result>(
  mutationFn: (variables: Variables) => Promise<Result>,
  kinds: Parameters<typeof refreshAfterChange>[1] = ['accreditation-setting'],
) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => refreshAfterChange(queryClient, kinds) });
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

export const useSetGoal = () =>
  useAccreditationMutation((input: GoalInput) => callApi(() => api.accreditation.goal.$put({ json: input })));

export const useChoosePath = () =>
  useAccreditationMutation(({ level, input }: { level: 'ACC' | 'PCC' | 'MCC'; input: PathInput }) =>
    callApi(() => api.accreditation.paths[':level'].$put({ param: { level }, json: input })),
  );

export const useSetSteps = () =>
  useAccreditationMutation(({ body, level, input }: { body: BodyId; level: string; input: StepsInput }) =>
    callApi(() => api.accreditation.steps[':body'][':level'].$put({ param: { body, level }, json: input })),
  );

/** An award becomes a credential held: the credentials list moves too. */
export const useAward = () =>
  useAccreditationMutation(
    ({ body, level, input }: { body: BodyId; level: string; input: AwardInput }) =>
      callApi(() => api.accreditation.steps[':body'][':level'].award.$post({ param: { body, level }, json: input })),
    ['credential'],
  );
