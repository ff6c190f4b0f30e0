import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CoachingSessionInput,
  NewCoachingSessionInput,
  PaymentType,
  SessionType,
} from '@/shared/schemas/coaching-sessions';
import { DEFAULT_PAGE_SIZE, pageParams } from '@/shared/domain/paging';
import { api } from '@/client/lib/api-client';
import { callApi } from '@/client/lib/call-api';
import { orSnapshot } from '@/client/lib/offline/offline-reads';
import { queryRoots, refreshAfterChange } from '@/client/lib/record-figures';

export interface SessionsFilter {
  page: number;
  clientId?: string;
  from?: string;
  to?: string;
  payment?: PaymentType;
  sessionType?: SessionType;
}

export const PAGE_SIZE = DEFAULT_PAGE_SIZE;
const sessionsKey = queryRoots.coachingSessions;

/** Whether anything narrows the list beyond its page. */
export const isFiltered = ({ clientId, from, to, payment, sessionType }: SessionsFilter) =>
  Boolean(clientId || from || to || payment || sessionType);

export const sessionsQueryOptions = (filter: SessionsFilter) =>
  queryOptions({
    queryKey: [...sessionsKey, 'list', filter],
    queryFn: () => {
      const fetchPage = () =>
        callApi(() =>
          api['coaching-sessions'].$get({
            query: {
              ...pageParams({ page: filter.page, pageSize: PAGE_SIZE }),
              clientId: filter.clientId || undefined,
              from: filter.from || undefined,
              to: filter.to || undefined,
              payment: filter.payment,
              sessionType: filter.sessionType,
            },
          }),
        );
      // The latest sessions are kept to open offline; other pages and filters need the network.
      const latest = filter.page === 1 && !isFiltered(filter);
      return latest ? orSnapshot('coaching-sessions:page', fetchPage) : fetchPage();
    },
  });

export const useSessions = (filter: SessionsFilter) =>
  useQuery({ ...sessionsQueryOptions(filter), placeholderData: keepPreviousData });

export const sessionQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...sessionsKey, 'detail', id],
    queryFn: () => callApi(() => api['coaching-sessions'][':id'].$get({ param: { id } })),
  });

export const useSession = (id: string) => useQuery(sessionQueryOptions(id));

/** A saved or deleted session changes lists, details, the clients' totals and every figure. */
function useSessionMutation<Variables, Result>(mutationFn: (variables: Variables) => Promise<Result>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => refreshAfterChange(queryClient, ['coaching-session']) });
}

export const useCreateSession = () =>
  useSessionMutation((input: NewCoachingSessionInput) =>
    callApi(() => api['coaching-sessions'].$post({ json: input })),
  );

export const useUpdateSession = () =>
  useSessionMutation(({ id, input }: { id: string; input: CoachingSessionInput }) =>
    callApi(() => api['coaching-sessions'][':id'].$put({ param: { id }, json: input })),
  );

export const useDeleteSession = () =>
  useSessionMutation((id: string) => callApi(() => api['coaching-sessions'][':id'].$delete({ param: { id } })));

/**
 * The session 'Log session' starts from (a client's own last, when given). A session logged or
 * deleted refreshes it with every query under the sessions' root. Offline it fails at once: the
 * form then starts empty rather than waiting for the network.
 */
export const lastSessionQueryOptions = (clientId?: string) =>
  queryOptions({
    queryKey: [...sessionsKey, 'last', clientId ?? null],
    queryFn: () =>
      callApi(() => api['coaching-sessions'].last.$get({ query: { clientId } })).then((answer) => answer.session),
    retry: false,
  });

export const useLastSession = (clientId?: string) => useQuery(lastSessionQueryOptions(clientId));
