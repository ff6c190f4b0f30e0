import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CoachQuestionInput } from '@/shared/schemas/coach-questions';
import { api } from '@/client/lib/api-client';
import { callApi } from '@/client/lib/call-api';
import { queryRoots, refreshAfterChange } from '@/client/lib/record-figures';

const coachQuestionsKey = queryRoots.coachQuestions;

export const useCoachQuestions = () =>
  useQuery({
    queryKey: coachQuestionsKey,
    queryFn: () => callApi(() => api['coach-questions'].$get()),
    select: (data) => data.questions,
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
