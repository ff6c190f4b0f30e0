import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { dashboardQueryOptions } from '@/client/features/dashboard/api/dashboard';
import { todayIso } from '@/client/lib/dates';
import { createQueryClient } from '@/client/lib/query-client';
import { fakeApi } from '@/client/test/setup';
import { askForDashboardData } from './first-page-data';

describe("the dashboard's data, asked before anything renders", () => {
  it('asks once for each answer the page and its frame need, and keeps them for the first render', async () => {
    fakeApi().on('GET', '/api/dashboard', { body: { totalSessions: 3 } });
    const queryClient = createQueryClient();
    askForDashboardData(queryClient);
    await waitFor(() => expect(queryClient.getQueryData(dashboardQueryOptions(todayIso()).queryKey)).toBeDefined());
    await waitFor(() => expect(fakeApi().sent).toHaveLength(5));
    expect(
      fakeApi()
        .sent.map((request) => request.path)
        .sort(),
    ).toEqual(['/api/billing/status', '/api/calendar/waiting', '/api/clients/names', '/api/config', '/api/dashboard']);
    expect(fakeApi().requests('GET', '/api/dashboard')[0]!.query.get('today')).toBe(todayIso());
  });
});
