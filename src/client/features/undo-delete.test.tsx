import { act, screen, waitFor, within } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeLogbook } from '@/client/test/fake-logbook';
import { errorBody } from '@/client/test/fake-api';
import { renderApp } from '@/client/test/render-app';
import { fakeApi } from '@/client/test/setup';
import { findDialog } from '@/client/test/dialogs';

const UNDO_ID = '7a1f0c52-3c9e-4b8e-9d61-2f4a6b8c0e11';

/** The clients list behind the fake server, where a delete answers with an undo id and Undo puts the client back. */
function clientsThatUndo() {
  const logbook = fakeLogbook(fakeApi());
  const [zoe] = logbook.clients;
  fakeApi()
    .on('DELETE', '/api/clients/:id', () => {
      logbook.clients.splice(0, logbook.clients.length);
      return { body: { undo: { id: UNDO_ID, expiresAt: '2026-03-01T10:02:00.000Z' } } };
    })
    .on('POST', '/api/undo/:id', () => {
      logbook.clients.push(zoe!);
      return { body: { restored: { kind: 'clients', id: zoe!.id } } };
    });
  return logbook;
}

async function deleteZoe() {
  const { user } = renderApp('/clients');
  const table = await screen.findByRole('table', { name: 'Clients' });
  await user.click(within(table).getByRole('button', { name: 'Actions for Zoe Walker' }));
  await user.click(await screen.findByRole('menuitem', { name: 'Delete' }));
  const confirm = await findDialog('Are you sure?', 'alertdialog');
  await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
  expect(await screen.findByText('Client deleted successfully')).toBeTruthy();
  return { user };
}

// Toasts live in sonner's store, which outlives a test's render.
afterEach(() => toast.dismiss());

describe('Delete from the row’s menu, and Undo', () => {
  it(
    'keeps Delete in the ‘…’ menu, beside Archive, and the menu closes with Escape back to its button',
    {
      timeout: 60_000,
    },
    async () => {
      clientsThatUndo();
      const { user } = renderApp('/clients');
      const table = await screen.findByRole('table', { name: 'Clients' });
      expect(within(table).queryByRole('button', { name: /^Delete/ })).toBeNull();
      const trigger = within(table).getByRole('button', { name: 'Actions for Zoe Walker' });
      await user.click(trigger);
      const menu = await screen.findByRole('menu');
      expect(
        within(menu)
          .getAllByRole('menuitem')
          .map((item) => item.textContent),
      ).toEqual(['Archive', 'Delete']);
      await user.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
      expect(document.activeElement).toBe(trigger);
      expect(fakeApi().requests('DELETE', '/api/clients/:id')).toHaveLength(0);
    },
  );

  it('offers Undo after a delete, which puts the client back and refreshes the list', async () => {
    clientsThatUndo();
    const { user } = await deleteZoe();
    expect(await screen.findByText(/No clients found/)).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(await screen.findByText('Zoe Walker restored')).toBeTruthy();
    expect(fakeApi().requests('POST', `/api/undo/${UNDO_ID}`)).toHaveLength(1);
    expect(await within(await screen.findByRole('table', { name: 'Clients' })).findByText('Zoe Walker')).toBeTruthy();
  });

  it('says so when the delete can no longer be undone', async () => {
    clientsThatUndo();
    fakeApi().on('POST', '/api/undo/:id', {
      status: 404,
      body: errorBody('NOT_FOUND', 'This can no longer be undone'),
    });
    const { user } = await deleteZoe();
    await act(() => user.click(screen.getByRole('button', { name: 'Undo' })));
    expect(await screen.findByText('This can no longer be undone')).toBeTruthy();
  });
});
