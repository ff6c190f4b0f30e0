import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeLogbook } from '@/client/test/fake-logbook';
import { renderApp } from '@/client/test/render-app';
import { fakeApi } from '@/client/test/setup';

describe('delete all clients or sessions on /account', () => {
  it('sends nothing until the words are typed, then deletes what was chosen', { timeout: 60_000 }, async () => {
    fakeLogbook(fakeApi());
    fakeApi()
      .on('GET', '/api/account/sessions', { body: { sessions: [] } })
      .on('POST', '/api/clear-logbook', { body: { deleted: { clients: 3, sessions: 12 } } });
    const { user } = renderApp('/account');
    const card = await screen.findByRole('region', { name: 'Delete all clients or sessions' });
    expect(within(card).getByRole('link', { name: 'download a backup' }).getAttribute('href')).toBe('/export-import');

    await user.click(within(card).getByLabelText('All clients, with all their sessions and tools'));
    const button = within(card).getByRole('button', { name: 'Delete all clients' }) as HTMLButtonElement;
    await user.type(within(card).getByLabelText('Type delete all clients to confirm'), 'delete all sessions');
    expect(button.disabled).toBe(true);
    await user.clear(within(card).getByLabelText('Type delete all clients to confirm'));
    await user.type(within(card).getByLabelText('Type delete all clients to confirm'), 'Delete all clients');
    await waitFor(() => expect(button.disabled).toBe(false));
    await user.click(button);

    expect(await screen.findByText('3 clients and 12 sessions deleted')).toBeTruthy();
    expect(
      fakeApi()
        .requests('POST', '/api/clear-logbook')
        .map((request) => request.body),
    ).toEqual([{ what: 'clients', confirmation: 'Delete all clients' }]);
  });
});
