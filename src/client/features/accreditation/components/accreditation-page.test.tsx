import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeLogbook } from '@/client/test/fake-logbook';
import { renderApp } from '@/client/test/render-app';
import { fakeApi } from '@/client/test/setup';
import { todayIso } from '@/client/lib/dates';
import { emptyFigures, withSessions } from '@/shared/domain/accreditation/fixtures';
import { evaluateAccreditation } from '@/shared/domain/accreditation/overview';

/** The page's answer, from the shared evaluator itself: a coach 40 hours into the ACC, one client without consent. */
function overview() {
  const figures = withSessions(emptyFigures(todayIso()), 'all', 40, 30, 5);
  figures.educationStart = '2025-01-01';
  figures.education = [
    { id: 'p1', name: 'Foundations', kind: 'cce', startDate: '2025-01-01', endDate: '2025-04-01', totalHours: 60 },
  ];
  figures.icfLeftOut = {
    notConsentedMinutes: 300,
    notConsentedClients: [{ id: '5b0c6a8e-0d7e-4c1e-9a51-1f3b7a2c9d01', name: 'Zoe Walker', minutes: 300 }],
    notConsentedClientCount: 1,
    largeGroupMinutes: 0,
    beforeEducationMinutes: 0,
  };
  return evaluateAccreditation(figures);
}

describe('the accreditation page', () => {
  it('answers first, says each gap once and the hours the ICF log leaves out, and saves a goal', async () => {
    fakeLogbook(fakeApi());
    fakeApi().on('GET', '/api/accreditation', { body: overview() });
    fakeApi().on('PUT', '/api/accreditation/goal', (request) => ({ body: request.body }));
    renderApp('/accreditation');
    const answer = await screen.findByRole('region', { name: /^ICF ACC: / });
    expect(within(answer).getByRole('heading', { level: 2 }).textContent).toBe('ICF ACC: Not yet');
    within(answer).getByText('Next level');
    within(answer).getByText('60 more hours');
    within(answer).getByText('3 more clients');
    expect(answer.textContent).toContain('5.0 h with 1 client is left out of your ICF figures');
    expect(within(answer).getByRole('link', { name: 'Zoe Walker' }).getAttribute('href')).toBe(
      '/clients/5b0c6a8e-0d7e-4c1e-9a51-1f3b7a2c9d01',
    );
    // Nothing logged in the last 90 days: said once, not per row.
    expect(screen.getAllByText('Nothing logged in the last 90 days to project from.')).toHaveLength(1);
    // The goal's level open, the others one tap away.
    expect(screen.getByRole('region', { name: 'ICF ACC' }).closest('details')).toBeNull();
    const pcc = screen.getByText('ICF PCC', { selector: 'summary span' }).closest('details');
    expect(pcc?.open).toBe(false);
    const user = userEvent.setup();
    await user.click(screen.getByText('ICF PCC', { selector: 'summary span' }));
    expect(pcc?.open).toBe(true);

    await user.click(within(answer).getByRole('button', { name: 'Set your goal' }));
    const form = screen.getByRole('form', { name: 'Your goal' });
    await user.selectOptions(within(form).getByLabelText('Level'), 'PCC');
    await user.click(within(form).getByRole('button', { name: 'Save goal' }));
    await waitFor(() =>
      expect(fakeApi().requests('PUT', '/api/accreditation/goal')[0]?.body).toEqual({
        body: 'ICF',
        level: 'PCC',
        targetDate: null,
      }),
    );
  });
});
