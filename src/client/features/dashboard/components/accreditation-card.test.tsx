import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { todayIso } from '@/client/lib/dates';
import { fakeLogbook } from '@/client/test/fake-logbook';
import { renderApp } from '@/client/test/render-app';
import { fakeApi } from '@/client/test/setup';
import { emptyFigures } from '@/shared/domain/accreditation/fixtures';
import { evaluateAccreditation, summariseAccreditation } from '@/shared/domain/accreditation/overview';
import type { DashboardStats } from '@/shared/schemas/dashboard';

describe('the dashboard’s accreditation card', () => {
  it('keeps the bars’ place while the figures load, then shows each body’s bar', async () => {
    fakeLogbook(fakeApi());
    // A coach with sessions: the dashboard shows its figures, not the first steps.
    fakeApi().on('GET', '/api/dashboard', {
      body: {
        totalClients: 1,
        totalSessions: 3,
        totalHours: 3,
        sessionsThisMonth: 3,
        hoursThisMonth: 3,
        totalSupervisionSessions: 0,
        totalSupervisionHours: 0,
        totalCpdHours: 0,
        cpdHoursThisYear: 0,
        recentSessions: [],
        hoursByMonth: [],
        previousMonthToDate: { through: '2026-10-27', hours: 0 },
      } satisfies DashboardStats,
    });
    let answer: (value: unknown) => void = () => undefined;
    const figures = new Promise((resolve) => (answer = resolve));
    fakeApi().on('GET', '/api/accreditation/summary', async () => ({ body: await figures }));
    renderApp('/dashboard');

    const card = (await screen.findByRole('heading', { name: 'Accreditation Progress' })).parentElement!.parentElement!;
    expect(card.querySelectorAll('[data-testid="accreditation-placeholder"]')).toHaveLength(2);
    expect(within(card as HTMLElement).queryAllByRole('progressbar')).toHaveLength(0);

    answer(summariseAccreditation(evaluateAccreditation({ ...emptyFigures(todayIso()), goal: null })));
    await waitFor(() => expect(within(card as HTMLElement).getAllByRole('progressbar')).toHaveLength(2));
    expect(document.querySelectorAll('[data-testid="accreditation-placeholder"]')).toHaveLength(0);
  });
});
