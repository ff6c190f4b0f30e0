import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-error';
import { isNetworkError } from './offline/offline-reads';
import { APP_ONLINE, isOnline } from './offline/network-status';

/** Answers that another try cannot change. */
const FINAL_STATUSES = new Set([400, 401, 402, 403, 404, 409, 413, 429]);

export function createQueryClient() {
  return new QueryClient({
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
}

/**
 * When the server answers again after an outage, every query on screen that failed is asked
 * again, so pages fill themselves without a reload. Returns the unsubscribe.
 */
export function refetchFailedWhenOnline(queryClient: QueryClient) {
  const refetch = () =>
    void queryClient.refetchQueries({ type: 'active', predicate: (query) => query.state.status === 'error' });
  window.addEventListener(APP_ONLINE, refetch);
  return () => window.removeEventListener(APP_ONLINE, refetch);
}
