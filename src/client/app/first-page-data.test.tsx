import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { dashboardQueryOptions } from '@/client/features/dashboard/api/dashboard';
import { todayIso } from '@/client/lib/dates';
import { createQueryClient } from '@/client/lib/query-client';
import { fakeApi } from '@/client/test/setup';
import { askForFirstPageData } from './first-page-data';

describe("the first page's data", () => {
  it('is asked for the dashboard before anything renders, and kept for its first render', async () => {
    fakeApi().on('GET', '/api/dashboard', { body: { totalSessions: 3 } });
    const queryClient = createQueryClient();
    askForFirstPageData(queryClient, '/dashboard');
    await waitFor(() => expect(queryClient.getQueryData(dashboardQueryOptions(todayIso()).queryKey)).toBeDefined());
    expect(fakeApi().requests('GET', '/api/dashboard')).toHaveLength(1);
    expect(fakeApi().requests('GET', '/api/dashboard')[0]!.query.get('today')).toBe(todayIso());
  });

  it('is not asked on any other page', async () => {
    const queryClient = createQueryClient();
    for (const pathname of ['/clients', '/dashboard/x', '/login', '/']) askForFirstPageData(queryClient, pathname);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(fakeApi().sent).toEqual([]);
  });
});
