import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/client/lib/api-client';
import { callApi } from '@/client/lib/call-api';
import { queryRoots, refreshAfterChange } from '@/client/lib/record-figures';
import type { CalendarAddress, CalendarPeriod, CalendarRules } from '@/shared/schemas/calendar';
import type { CoachingSessionInput } from '@/shared/schemas/coaching-sessions';

const calendarKey = queryRoots.calendar;

export const proposalsQueryOptions = (page: number) =>
  queryOptions({
    queryKey: [...calendarKey, 'proposals', page],
    queryFn: () => callApi(() => api.calendar.proposals.$get({ query: { page: String(page) } })),
  });

export const useProposals = (page: number) =>
  useQuery({ ...proposalsQueryOptions(page), placeholderData: keepPreviousData });

export const waitingCountQueryOptions = queryOptions({
  queryKey: [...calendarKey, 'waiting'],
  queryFn: () => callApi(() => api.calendar.waiting.$get()),
});

/** The dashboard's 'N sessions from your calendar to log'. */
export const useWaitingCount = () => useQuery({ ...waitingCountQueryOptions, select: (data) => data.waiting });

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

const addressesKey = [...calendarKey, 'addresses'];

/**
 * The coach's calendar addresses. While one is being read (just saved, or 'Refresh now') the list
 * is asked again every 2 s; when a read ends, the sessions to log are read again too.
 */
export function useCalendarAddresses() {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: addressesKey,
    queryFn: async () => {
      const before = queryClient.getQueryData<{ addresses: CalendarAddress[] }>(addressesKey);
      const fetched = await callApi(() => api.calendar.addresses.$get());
      const finished = before?.addresses.some(
        (address) => address.reading && !fetched.addresses.find((item) => item.id === address.id)?.reading,
      );
      if (finished) void queryClient.invalidateQueries({ queryKey: [...calendarKey, 'proposals'] });
      if (finished) void queryClient.invalidateQueries({ queryKey: [...calendarKey, 'waiting'] });
      return fetched;
    },
    select: (data) => data.addresses,
    refetchInterval: (query) => (query.state.data?.addresses.some((address) => address.reading) ? 2_000 : false),
  });
}

export function useSaveCalendarAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (url: string) => callApi(() => api.calendar.addresses.$post({ json: { url } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: addressesKey }),
  });
}

export function useRefreshCalendarAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => callApi(() => api.calendar.addresses[':id'].refresh.$post({ param: { id } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: addressesKey }),
  });
}

/** Removing an address removes its sessions waiting to be logged: both lists are read again. */
export function useRemoveCalendarAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => callApi(() => api.calendar.addresses[':id'].$delete({ param: { id } })),
    onSuccess: () => refreshProposals(queryClient),
  });
}
