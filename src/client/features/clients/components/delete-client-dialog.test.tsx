import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeLogbook } from '@/client/test/fake-logbook';
import { renderApp } from '@/client/test/render-app';
import { fakeApi } from '@/client/test/setup';
import { findDialog } from '@/client/test/dialogs';

const ZOE = '/api/clients/5b0c6a8e-0d7e-4c1e-9a51-1f3b7a2c9d01';

async function openDelete(sessionsCount: number) {
  const { clients } = fakeLogbook(fakeApi());
  clients[0]!.sessionsCount = sessionsCount;
  fakeApi()
    .on('DELETE', '/api/clients/:id', {
      body: { undo: { id: '7a1d2c3b-4e5f-4a6b-8c7d-9e0f1a2b3c4d', expiresAt: '2026-10-27T12:02:00.000Z' } },
    })
    .on('PUT', '/api/clients/:id', (request) => ({ body: { client: request.body } }));
  const app = renderApp('/clients');
  await chooseDelete(app.user);
  return { ...app, dialog: await findDialog('Are you sure?', 'alertdialog') };
}

/** Delete waits in the row's '…' menu. */
async function chooseDelete(user: ReturnType<typeof renderApp>['user']) {
  const table = await screen.findByRole('table', { name: 'Clients' });
  await user.click(within(table).getByRole('button', { name: 'Actions for Zoe Walker' }));
  await user.click(await screen.findByRole('menuitem', { name: 'Delete' }));
}

describe('deleting a client', () => {
  it('asks for the name of a client with sessions, and deletes only once it is typed', async () => {
    const { user, dialog } = await openDelete(3);
    expect(dialog.textContent).toContain('all their sessions (3)');
    const remove = within(dialog).getByRole('button', { name: 'Delete' });
    expect(remove).toHaveProperty('disabled', true);
    await user.type(within(dialog).getByLabelText('Type Zoe Walker to delete'), 'Zoe Walke');
    expect(remove).toHaveProperty('disabled', true);
    await user.click(remove);
    expect(fakeApi().requests('DELETE', ZOE)).toHaveLength(0);
    await user.type(within(dialog).getByLabelText('Type Zoe Walker to delete'), 'r');
    expect(remove).toHaveProperty('disabled', false);
    await user.click(remove);
    await waitFor(() => expect(fakeApi().requests('DELETE', ZOE)).toHaveLength(1));
    expect(await screen.findByText('Client deleted successfully')).toBeTruthy();
  });

  it('offers archiving first, which keeps the client and their sessions', async () => {
    const { user, dialog } = await openDelete(2);
    await user.click(within(dialog).getByRole('button', { name: 'Archive instead' }));
    await waitFor(() => expect(fakeApi().requests('PUT', ZOE)).toHaveLength(1));
    expect(fakeApi().requests('PUT', ZOE)[0]?.body).toMatchObject({ name: 'Zoe Walker', status: 'archived' });
    expect(fakeApi().requests('DELETE', ZOE)).toHaveLength(0);
    expect(await screen.findByText('Zoe Walker archived; their sessions are kept')).toBeTruthy();
  });

  it('deletes a client without sessions at once, with nothing to type or archive', async () => {
    const { user, dialog } = await openDelete(0);
    expect(within(dialog).queryByRole('textbox')).toBeNull();
    expect(within(dialog).queryByRole('button', { name: 'Archive instead' })).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(fakeApi().requests('DELETE', ZOE)).toHaveLength(1));
  });

  it('starts with an empty name at each opening', async () => {
    const { user, dialog } = await openDelete(1);
    await user.type(within(dialog).getByLabelText('Type Zoe Walker to delete'), 'Zoe Walker');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await chooseDelete(user);
    const again = await findDialog('Are you sure?', 'alertdialog');
    expect(within(again).getByLabelText('Type Zoe Walker to delete')).toHaveProperty('value', '');
    expect(within(again).getByRole('button', { name: 'Delete' })).toHaveProperty('disabled', true);
  });
});
