import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { APP_ONLINE } from '@/client/lib/offline/network-status';
import { listOutbox } from '@/client/lib/offline/outbox';
import { errorBody } from '@/client/test/fake-api';
import { fakeLogbook } from '@/client/test/fake-logbook';
import { renderApp } from '@/client/test/render-app';
import { fakeApi } from '@/client/test/setup';

const CLIENT = '5b0c6a8e-0d7e-4c1e-9a51-1f3b7a2c9d01';

/** Opens the session form and types a session; the test decides how the server answers. */
async function typeSession() {
  fakeLogbook(fakeApi());
  const app = renderApp('/sessions');
  await app.user.click(await screen.findByRole('button', { name: 'Add Session' }));
  const dialog = await screen.findByRole('dialog', { name: 'Add Session' });
  await within(dialog).findByRole('option', { name: 'Zoe Walker' });
  fireEvent.change(within(dialog).getByLabelText('Client', { exact: true }), { target: { value: CLIENT } });
  fireEvent.change(within(dialog).getByLabelText('Date'), { target: { value: '2026-03-05' } });
  await app.user.type(within(dialog).getByLabelText('Notes'), 'Typed in a tunnel.');
  // No answer comes back: no network, or no way through to the server.
  fakeApi().on('POST', '/api/coaching-sessions', () => 'network-error' as const);
  return { ...app, dialog };
}

describe('the offline outbox', () => {
  it('keeps a session logged without a network, and sends it once when the network is back', async () => {
    const app = await typeSession();
    await app.user.click(within(app.dialog).getByRole('button', { name: 'Save Session' }));

    await screen.findByText('Saved on this device');
    await screen.findByText('Waiting to sync');
    const [queued] = await listOutbox('coach-1');
    expect(queued).toMatchObject({ kind: 'coaching-session', input: { notes: 'Typed in a tunnel.' } });

    // The logbook's own create handler again: the server answers.
    fakeLogbook(fakeApi());
    window.dispatchEvent(new Event(APP_ONLINE));
    await screen.findByText('1 change saved to your account');
    await waitFor(async () => expect(await listOutbox('coach-1')).toEqual([]));
    window.dispatchEvent(new Event(APP_ONLINE));

    const sends = fakeApi().requests('POST', '/api/coaching-sessions');
    // Once failed without an answer, once sent: never twice to a server that answered.
    expect(sends.filter((request) => (request.body as { id: string }).id === queued?.id)).toHaveLength(2);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(fakeApi().requests('POST', '/api/coaching-sessions')).toHaveLength(sends.length);
  });

  it("keeps an entry the server refuses, with the server's reason, for the coach to correct", async () => {
    const app = await typeSession();
    await app.user.click(within(app.dialog).getByRole('button', { name: 'Save Session' }));
    await screen.findByText('Waiting to sync');

    const message = 'A session for this client on this date already exists.';
    fakeApi().on('POST', '/api/coaching-sessions', {
      status: 409,
      body: errorBody('CONFLICT', message, [{ path: 'date', message }]),
    });
    window.dispatchEvent(new Event(APP_ONLINE));

    await screen.findByText(`Not saved: ${message}`);
    const [kept] = await listOutbox('coach-1');
    expect(kept?.rejection).toEqual({ message, issues: [{ path: 'date', message }] });
    expect(kept?.input).toMatchObject({ notes: 'Typed in a tunnel.' });
  });
});
