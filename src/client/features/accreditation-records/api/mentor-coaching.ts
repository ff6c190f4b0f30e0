import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/client/lib/api-client';
import { callApi } from '@/client/lib/call-api';
import type { MentorCoachingSessionInput, NewMentorCoachingSessionInput } from '@/shared/schemas/mentor-coaching';

const mentorCoachingSessionsKey = ['mentor-coaching-sessions'] as const;

export const mentorCoachingSessionsQueryOptions = () =>
  queryOptions({
    queryKey: mentorCoachingSessionsKey,
    queryFn: () => callApi(() => api['mentor-coaching-sessions'].$get()),
    select: (data) => data.sessions,
  });

export const useMentorCoachingSessions = () => useQuery(mentorCoachingSessionsQueryOptions());

/** Every change refreshes the list, so the screen always shows what the server has. */
function useMentorCoachingSessionMutation<Variables, Result>(mutationFn: (variables: Variables) => Promise<Result>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: mentorCoachingSessionsKey }),
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
