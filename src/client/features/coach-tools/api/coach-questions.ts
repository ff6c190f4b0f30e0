import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CoachQuestionInput } from '@/shared/schemas/coach-questions';
import { api } from '@/client/lib/api-client';
import { callApi } from '@/client/lib/call-api';
import { queryRoots, refreshAfterChange } from '@/client/lib/record-figures';
import { MAX_PAGE_SIZE, pageParams } from '@/shared/domain/paging';

const coachQuestionsKey = queryRoots.coachQuestions;

/** Questions a page holds: the bank lists them among the curated ones, stage by stage. */
export const QUESTIONS_PAGE_SIZE = MAX_PAGE_SIZE;

/** A page of the coach's own questions holding every word of the search. */
export const useCoachQuestions = (search: string, page: number) =>
  useQuery({
    queryKey: [...coachQuestionsKey, { search, page }],
    queryFn: () =>
      callApi(() =>
        api['coach-questions'].$get({
          query: { search: search || undefined, ...pageParams({ page, pageSize: QUESTIONS_PAGE_SIZE }) },
        }),
      ),
    placeholderData: keepPreviousData,
  });

function useCoachQuestionMutation<Variables, Result>(mutationFn: (variables: Variables) => Promise<Result>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => refreshAfterChange(queryClient, ['coach-question']) });
}

export const useCreateCoachQuestion = () =>
  useCoachQuestionMutation((input: CoachQuestionInput) => callApi(() => api['coach-questions'].$post({ json: input })));

export const useUpdateCoachQuestion = () =>
  useCoachQuestionMutation(({ id, input }: { id: string; input: CoachQuestionInput }) =>
    callApi(() => api['coach-questions'][':id'].$put({ param: { id }, json: input })),
  );

export const useDeleteCoachQuestion = () =>
  useCoachQuestionMutation((id: string) => callApi(() => api['coach-questions'][':id'].$delete({ param: { id } })));
