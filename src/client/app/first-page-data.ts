import type { QueryClient } from '@tanstack/react-query';
import { paths } from '@/client/config/paths';
import { dashboardQueryOptions } from '@/client/features/dashboard/api/dashboard';
import { todayIso } from '@/client/lib/dates';

/**
 * The figures of the page coaches open first, asked beside who is signed in rather than once the
 * page has rendered: they usually arrive before the app's first render, which then draws the
 * figures at once instead of a loading state followed by a second, synchronous render (ADR 050).
 * A visitor who turns out not to be signed in gets a refusal nobody reads.
 */
export function askForFirstPageData(queryClient: QueryClient, pathname: string) {
  if (pathname === paths.dashboard) void queryClient.prefetchQuery(dashboardQueryOptions(todayIso()));
}
