import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/client/lib/api-client';
import { callApi } from '@/client/lib/call-api';
import { queryRoots, refreshAfterChange } from '@/client/lib/record-figures';
import type { MentorCoachingSessionInput, NewMentorCoachingSessionInput } from '@/shared/schemas/mentor-coaching';

const mentorCoachingSessionsKey = queryRoots.mentorCoachingSessions;

/** One page of the list, newest first: every list is paged on the server. */
export const mentorCoachingSessionsQueryOptions = (page = 1) =>
  queryOptions({
    queryKey: [...mentorCoachingSessionsKey, 'page', page],
    queryFn: () => callApi(() => api['mentor-coaching-sessions'].$get({ query: { page: String(page) } })),
    select: (data) => ({ items: data.sessions, page: data.page, pageSize: data.pageSize, total: data.total }),
    placeholderData: keepPreviousData,
  });

export const useMentorCoachingSessions = (page = 1) => useQuery(mentorCoachingSessionsQueryOptions(page));

/** Every change refreshes the list and every figure the record counts towards (record-figures.ts). */
function useMentorCoachingSessionMutation<Variables, Result>(mutationFn: (variables: Variables) => Promise<Result>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => refreshAfterChange(queryClient, ['mentor-coaching']),
  });
}

export const useCreateMentorCoachingSession = () =>
  useMentorCoachingSessionMutation((input: NewMentorCoachingSessionInput) =>
    callApi(() => api['mentor-coaching-sessions'].$post({ json: input })),
  );

export const useUpdateMentorCoachingSession = () =>
  useMentorCoachingSessionMutation(({ id, input }: { id: string; input: MentorCoachingSessionInput }) =>
    callApi(() => api['mentor-coaching-sessions'][':id'].$put({ param: { id }, json: input })),
  );

export const useDeleteMentorCoachingSession = () =>
  useMentorCoachingSessionMutation((id: string) =>
    callApi(() => api['mentor-coaching-sessions'][':id'].$delete({ param: { id } })),
  );
