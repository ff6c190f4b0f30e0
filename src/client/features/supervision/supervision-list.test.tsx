import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { SupervisionSession } from '@/shared/schemas/supervision';
import { fakeLogbook, pageOf } from '@/client/test/fake-logbook';
import { renderApp } from '@/client/test/render-app';
import { fakeApi } from '@/client/test/setup';
import { quarterLabel } from './components/supervision-summary';

const NOW = '2026-03-01T10:00:00.000Z';

describe('the supervision list', () => {
  it('shows the totals and EMCC’s quarters, and names its button for supervision', async () => {
    const logbook = fakeLogbook(fakeApi());
    const recorded: SupervisionSession = {
      id: '20000000-0000-4000-8000-000000000001',
      supervisorName: 'Dr Jane Smith',
      date: '2026-02-10',
      duration: 90,
      topics: ['Ethics'],
      notes: null,
      supervisionType: 'individual',
      supervisorAccreditation: null,
      createdAt: NOW,
      updatedAt: NOW,
    };
    logbook.supervision.push(recorded);
    fakeApi().on('GET', '/api/supervision-sessions', (request) => ({
      body: {
        ...pageOf(logbook.supervision, request),
        summary: {
          sessions: 1,
          minutes: 90,
          quarters: [
            { start: '2025-12-02', end: '2026-03-01', minutes: 90, covered: true },
            { start: '2025-09-02', end: '2025-12-01', minutes: 0, covered: false },
          ],
        },
      },
    }));
    renderApp('/supervision');
    expect(await screen.findByRole('link', { name: 'Add supervision' })).toBeTruthy();
    const coverage = await screen.findByRole('region', { name: 'EMCC: at least 1 hour a quarter' });
    expect(within(coverage).getByText('of the last 2 quarters covered', { exact: false })).toBeTruthy();
    expect(within(coverage).getByText(quarterLabel({ start: '2025-12-02', end: '2026-03-01' }))).toBeTruthy();
    expect(within(coverage).getByText(', covered')).toBeTruthy();
    expect(within(coverage).getByText(', not covered')).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'Total hours' })).getByText('1.5 h')).toBeTruthy();
    expect(fakeApi().requests('GET', '/api/supervision-sessions')[0]?.query.get('today')).toMatch(
      /^\d{4}-\d{2}-\d{2}$/,
    );
  });
});
