import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/client/lib/api-client';
import { callApi } from '@/client/lib/call-api';
import { queryRoots, refreshAfterChange } from '@/client/lib/record-figures';
import type { CalendarPeriod, CalendarRules } from '@/shared/schemas/calendar';
import type { CoachingSessionInput } from '@/shared/schemas/coaching-sessions';

const calendarKey = queryRoots.calendar;

export const proposalsQueryOptions = (page: number) =>
  queryOptions({
    queryKey: [...calendarKey, 'proposals', page],
    queryFn: () => callApi(() => api.calendar.proposals.$get({ query: { page: String(page) } })),
  });

export const useProposals = (page: number) =>
  useQuery({ ...proposalsQueryOptions(page), placeholderData: keepPreviousData });

/** The dashboard's 'N sessions from your calendar to log'. */
export const useWaitingCount = () =>
  useQuery({
    queryKey: [...calendarKey, 'waiting'],
    queryFn: () => callApi(() => api.calendar.waiting.$get()),
    select: (data) => data.waiting,
  });

export const useCalendarRules = () =>
  useQuery({
    queryKey: [...calendarKey, 'rules'],
    queryFn: () => callApi(() => api.calendar.rules.$get()),
    select: (data) => data.rules,
  });

/** Proposals changed: the list and the dashboard's count are read again. */
const refreshProposals = (queryClient: ReturnType<typeof useQueryClient>) =>
  queryClient.invalidateQueries({ queryKey: calendarKey });

export function useReadCalendarFile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ file, period }: { file: File; period: CalendarPeriod }) =>
      callApi(() => api.calendar.files.$post({ form: { file, from: period.from, to: period.to } })),
    onSuccess: () => refreshProposals(queryClient),
  });
}

/** A logged session changes the logbook's figures too. */
function useLogging<Variables, Result>(mutationFn: (variables: Variables) => Promise<Result>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => refreshAfterChange(queryClient, ['coaching-session']) });
}

export const useLogProposal = () =>
  useLogging(({ id, input }: { id: string; input: CoachingSessionInput }) =>
    callApi(() => api.calendar.proposals[':id'].log.$post({ param: { id }, json: input })),
  );

export const useLogAllMatched = () => useLogging(() => callApi(() => api.calendar.proposals['log-matched'].$post()));

export function useSkipProposal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => callApi(() => api.calendar.proposals[':id'].skip.$post({ param: { id } })),
    onSuccess: () => refreshProposals(queryClient),
  });
}

export function useSaveCalendarRules() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (rules: CalendarRules) => callApi(() => api.calendar.rules.$put({ json: rules })),
    onSuccess: () => refreshProposals(queryClient),
  });
}
