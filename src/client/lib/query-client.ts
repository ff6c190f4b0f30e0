import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-error';

/** Answers that another try cannot change. */
const FINAL_STATUSES = new Set([400, 401, 402, 403, 404, 409, 413, 429]);

export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 60_000,
        gcTime: 5 * 60_000,
        retry: (failureCount, error) =>
          failureCount < 3 && !(error instanceof ApiError && FINAL_STATUSES.has(error.status)),
        retryDelay: (attempt) => Math.min(1000 * 2 ** attempt, 30_000),
      },
      mutations: {
        // Once, and only when the server said nothing was written (503), so nothing is saved twice.
        retry: (failureCount, error) => failureCount < 1 && error instanceof ApiError && error.status === 503,
      },
    },
  });
}
