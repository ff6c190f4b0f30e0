import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ClientSummary } from '@/shared/schemas/clients';
import type { CoachingSession } from '@/shared/schemas/coaching-sessions';
import { formatLongDate } from '@/client/lib/dates';
import { fakeLogbook } from '@/client/test/fake-logbook';
import { renderApp } from '@/client/test/render-app';
import { fakeApi } from '@/client/test/setup';

const NOW = '2026-03-01T10:00:00.000Z';

const client = (index: number, overrides: Partial<ClientSummary> = {}): ClientSummary => ({
  id: `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`,
  name: `Client ${String(index).padStart(2, '0')}`,
  email: null,
  phone: null,
  notes: null,
  organisation: null,
  status: 'active',
  includeInExports: false,
  exportAlias: null,
  groupMembers: null,
  groupMemberNames: null,
  clientSince: null,
  createdAt: NOW,
  updatedAt: NOW,
  sessionsCount: 0,
  totalMinutes: 0,
  lastSessionDate: null,
  ...overrides,
});

const session = (index: number): CoachingSession => ({
  id: `10000000-0000-4000-8000-${String(index).padStart(12, '0')}`,
  clientId: client(1).id,
  clientName: 'Client 01',
  date: `2026-01-${String(index).padStart(2, '0')}`,
  duration: 60,
  notes: null,
  topics: [],
  followUp: null,
  completed: true,
  rate: null,
  rating: null,
  goalsSet: null,
  goalsAchieved: null,
  payment: 'paid',
  sessionType: 'individual',
  groupSize: null,
  isImportedSummary: false,
  summaryEndDate: null,
  createdAt: NOW,
  updatedAt: NOW,
});

describe('the page numbers of a list', () => {
  // The file's first render compiles the signed-in shell and the page: seconds on a busy machine.
  it(
    'asks the server for the page chosen, marks it current, and keeps it in the address',
    { timeout: 60_000 },
    async () => {
      const logbook = fakeLogbook(fakeApi());
      logbook.clients.splice(0, 1, ...Array.from({ length: 45 }, (_, index) => client(index + 1)));
      const { user, router } = renderApp('/clients');

      const pages = await screen.findByRole('navigation', { name: 'Pages' });
      expect(within(pages).getByText('Showing 1 to 20 of 45 clients')).toBeTruthy();
      expect(within(pages).getByRole('button', { name: 'Page 1' }).getAttribute('aria-current')).toBe('page');
      expect((within(pages).getByRole('button', { name: 'Previous' }) as HTMLButtonElement).disabled).toBe(true);

      await user.click(within(pages).getByRole('button', { name: 'Page 3' }));
      await waitFor(() => expect(router.state.location.search).toBe('?page=3'));
      expect(await screen.findByText('Showing 41 to 45 of 45 clients')).toBeTruthy();
      expect(fakeApi().requests('GET', '/api/clients').at(-1)?.query.get('page')).toBe('3');
      const last = screen.getByRole('navigation', { name: 'Pages' });
      expect(within(last).getByRole('button', { name: 'Page 3' }).getAttribute('aria-current')).toBe('page');
      expect((within(last).getByRole('button', { name: 'Next' }) as HTMLButtonElement).disabled).toBe(true);
      // The rows on screen are the page's, never more than a page.
      expect(screen.getAllByRole('link', { name: /^Client \d+$/ }).length).toBeLessThanOrEqual(2 * 5);
    },
  );

  it('shows no page numbers when the list fits on one page', async () => {
    fakeLogbook(fakeApi());
    renderApp('/clients');
    expect((await screen.findAllByText('Zoe Walker')).length).toBeGreaterThan(0);
    expect(screen.queryByRole('navigation', { name: 'Pages' })).toBeNull();
  });

  it('moves to the last page when the page in the address is past the end', async () => {
    fakeLogbook(fakeApi());
    const { router } = renderApp('/clients?page=9');
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect((await screen.findAllByText('Zoe Walker')).length).toBeGreaterThan(0);
  });
});

describe('the clients list', () => {
  it('shows the last session and the ICF-log consent, and sorts on the server', async () => {
    const logbook = fakeLogbook(fakeApi());
    logbook.clients.splice(
      0,
      1,
      client(1, { name: 'Ann Lee', includeInExports: true, lastSessionDate: '2026-02-14', sessionsCount: 3 }),
      client(2, { name: 'Ben Okafor', includeInExports: true, exportAlias: 'Client B' }),
      client(3, { name: 'Cleo Park' }),
    );
    const { user, router } = renderApp('/clients');
    const table = await screen.findByRole('table', { name: 'Clients' });
    const rows = within(table).getAllByRole('row');
    expect(
      within(rows[0]!)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Name', 'Contact', 'Sessions', 'Hours', 'Last session', 'ICF log', 'Actions']);
    expect(within(rows[1]!).getByText(formatLongDate('2026-02-14'))).toBeTruthy();
    expect(within(rows[1]!).getByText('Yes')).toBeTruthy();
    expect(within(rows[2]!).getByText('As Client B')).toBeTruthy();
    expect(within(rows[2]!).getByText('None yet')).toBeTruthy();
    expect(within(rows[3]!).getByText('No')).toBeTruthy();

    await user.selectOptions(screen.getByLabelText('Sort by'), 'lastSession');
    await waitFor(() => expect(router.state.location.search).toBe('?sort=lastSession'));
    await waitFor(() =>
      expect(fakeApi().requests('GET', '/api/clients').at(-1)?.query.get('sort')).toBe('lastSession'),
    );
  });
});

describe('the sessions list', () => {
  it('filters by payment and type in the address and the request, and shows the filtered total', async () => {
    const logbook = fakeLogbook(fakeApi());
    logbook.sessions.push(session(1), session(2));
    const { user, router } = renderApp('/sessions');
    expect(await screen.findByText('2 sessions')).toBeTruthy();
    expect(screen.getByText(/2\.0 h/)).toBeTruthy();

    await user.selectOptions(screen.getByLabelText('Payment'), 'pro_bono');
    await user.selectOptions(screen.getByLabelText('Type'), 'group');
    await waitFor(() => expect(router.state.location.search).toBe('?payment=pro_bono&sessionType=group'));
    await waitFor(() => {
      const sent = fakeApi().requests('GET', '/api/coaching-sessions').at(-1)!;
      expect([sent.query.get('payment'), sent.query.get('sessionType'), sent.query.get('page')]).toEqual([
        'pro_bono',
        'group',
        '1',
      ]);
    });
    expect(await screen.findByText('2 sessions match these filters')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('ignores a payment or type in the address that is not one', async () => {
    fakeLogbook(fakeApi());
    renderApp('/sessions?payment=free&sessionType=workshop');
    await screen.findByText(/No sessions found/);
    const sent = fakeApi().requests('GET', '/api/coaching-sessions').at(-1)!;
    expect([sent.query.get('payment'), sent.query.get('sessionType')]).toEqual([null, null]);
  });
});
