import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/client/lib/api-client';
import { callApi } from '@/client/lib/call-api';
import { orSnapshot } from '@/client/lib/offline/offline-reads';
import { queryRoots } from '@/client/lib/record-figures';
import { DEFAULT_PAGE_SIZE, pageParams } from '@/shared/domain/paging';

/** Every supervision query starts with this key, so one invalidation can reach them all. */
export const supervisionKey = queryRoots.supervisionSessions;

/** A page of supervision with its totals; `today` (the coach's date) decides the quarters. */
export const supervisionSessionsQueryOptions = (page: number, today: string) =>
  queryOptions({
    queryKey: [...supervisionKey, 'list', { page, today }],
    queryFn: () => {
      const fetchPage = () =>
        callApi(() =>
          api['supervision-sessions'].$get({ query: { ...pageParams({ page, pageSize: DEFAULT_PAGE_SIZE }), today } }),
        );
      // The first page is kept to open offline, like the other lists of the logbook.
      return page === 1 ? orSnapshot('supervision-sessions:page', fetchPage) : fetchPage();
    },
  });

export const useSupervisionSessions = (page: number, today: string) =>
  useQuery({ ...supervisionSessionsQueryOptions(page, today), placeholderData: keepPreviousData });
