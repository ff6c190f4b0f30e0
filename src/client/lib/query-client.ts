import { MutationCache, QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-error';
import { isNetworkError } from './offline/offline-reads';
import { isOnline } from './offline/network-status';

/** Answers that another try cannot change. */
const FINAL_STATUSES = new Set([400, 401, 402, 403, 404, 409, 413, 429]);

/**
 * Queries whose figures come from the whole logbook: any successful change (a session, a CPD
 * record, a mentor session, a tick) may move them, so every mutation marks them stale.
 */
const DERIVED_QUERIES = new Set(['dashboard', 'accreditation']);

export function createQueryClient() {
  const queryClient: QueryClient = new QueryClient({
    mutationCache: new MutationCache({
      onSuccess: () =>
        queryClient.invalidateQueries({ predicate: (query) => DERIVED_QUERIES.has(String(query.queryKey[0])) }),
    }),
    defaultOptions: {
      queries: {
        staleTime: 60_000,
        gcTime: 5 * 60_000,
        // Offline, a query runs at once and fails (or answers from what the page kept) instead of
        // pausing: a screen shows its error and retry, never a spinner until the network returns.
        networkMode: 'always',
        retry: (failureCount, error) =>
          failureCount < 3 &&
          !(error instanceof ApiError && FINAL_STATUSES.has(error.status)) &&
          !(isNetworkError(error) && !isOnline()),
        retryDelay: (attempt) => Math.min(1000 * 2 ** attempt, 30_000),
      },
      mutations: {
        // A save offline fails at once and the form keeps what was typed (creates go to the outbox).
        networkMode: 'always',
        // Once, and only when the server said nothing was written (503), so nothing is saved twice.
        retry: (failureCount, error) => failureCount < 1 && error instanceof ApiError && error.status === 503,
      },
    },
  });
  return queryClient;
}
