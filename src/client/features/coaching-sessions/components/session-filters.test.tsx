import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formatShortDate } from '@/client/lib/dates';
import { fakeLogbook } from '@/client/test/fake-logbook';
import { renderApp } from '@/client/test/render-app';
import { fakeApi } from '@/client/test/setup';

const sessionQueries = () => fakeApi().requests('GET', '/api/coaching-sessions');
const lastQuery = () => sessionQueries().at(-1)?.query;

/** A native date field reports a value for each keystroke of its year: 0002, 0020, 0202, 2026. */
function typeYear(field: HTMLElement, monthDay: string) {
  for (const year of ['0002', '0020', '0202', '2026'])
    fireEvent.change(field, { target: { value: `${year}-${monthDay}` } });
}

describe('the date filters of /sessions', () => {
  it('apply a whole date on Enter, never a year half typed, and show it as a removable chip', async () => {
    fakeLogbook(fakeApi());
    const { router, user } = renderApp('/sessions');
    const section = await screen.findByRole('region', { name: 'Filter sessions' });
    await waitFor(() => expect(sessionQueries()).toHaveLength(1));
    const from = within(section).getByLabelText('From');

    typeYear(from, '01-01');
    // Nothing typed so far has reached the address or the server.
    expect(router.state.location.search).toBe('');
    expect(sessionQueries()).toHaveLength(1);
    fireEvent.keyDown(from, { key: 'Enter' });

    await waitFor(() => expect(lastQuery()?.get('from')).toBe('2026-01-01'));
    expect(router.state.location.search).toBe('?from=2026-01-01');
    expect(sessionQueries().some((request) => request.query.get('from')?.startsWith('0'))).toBe(false);
    const chips = screen.getByRole('list', { name: 'Filters applied' });
    expect(within(chips).getByText(`From ${formatShortDate('2026-01-01')}`)).toBeTruthy();

    await user.click(
      within(chips).getByRole('button', { name: `Remove the filter From ${formatShortDate('2026-01-01')}` }),
    );
    await waitFor(() => expect(router.state.location.search).toBe(''));
    await waitFor(() => expect((within(section).getByLabelText('From') as HTMLInputElement).value).toBe(''));
  });

  it('say when a date cannot filter, and keep what was typed', async () => {
    fakeLogbook(fakeApi());
    const { router } = renderApp('/sessions');
    const section = await screen.findByRole('region', { name: 'Filter sessions' });
    const to = within(section).getByLabelText('To');
    fireEvent.change(to, { target: { value: '0202-03-01' } });
    fireEvent.blur(to);
    expect(await within(section).findByText(/^Enter a date from 1900 to \d{4}$/)).toBeTruthy();
    expect((to as HTMLInputElement).value).toBe('0202-03-01');
    expect(router.state.location.search).toBe('');
  });

  it('read an address with half a year as no filter', async () => {
    fakeLogbook(fakeApi());
    renderApp('/sessions?from=0002-01-01&to=2026-02-01');
    await waitFor(() => expect(sessionQueries()).toHaveLength(1));
    expect(lastQuery()?.get('from')).toBeNull();
    expect(lastQuery()?.get('to')).toBe('2026-02-01');
    expect(
      within(screen.getByRole('list', { name: 'Filters applied' })).getByText(`To ${formatShortDate('2026-02-01')}`),
    ).toBeTruthy();
  });
});
