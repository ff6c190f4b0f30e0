import { ApiError } from '@/client/lib/api-error';

export const UNREACHABLE_TITLE = "Can't reach Coach Logbook — your work is safe";

/** A page's code that could not be fetched: only a full load asks the server for it again. */
export function isModuleLoadError(error: unknown) {
  return (
    error instanceof TypeError &&
    /dynamically imported module|Importing a module script failed|error loading dynamically imported module/i.test(
      error.message,
    )
  );
}

/** The server gave no answer at all (as opposed to answering with an error). */
export function isUnreachableError(error: unknown) {
  return (
    (error instanceof ApiError && error.code === 'NETWORK_ERROR') ||
    isModuleLoadError(error) ||
    (error instanceof TypeError && /Failed to fetch|NetworkError|Load failed/i.test(error.message))
  );
}
