import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { APP_ONLINE } from '@/client/lib/offline/network-status';
import { listOutbox, OUTBOX_HOLD_AFTER_MS, putOutboxEntry } from '@/client/lib/offline/outbox';
import { errorBody } from '@/client/test/fake-api';
import { fakeLogbook } from '@/client/test/fake-logbook';
import { renderApp } from '@/client/test/render-app';
import { fakeApi } from '@/client/test/setup';
import { HELD_FOR_REVIEW } from './components/waiting-entries';
import { findDialog } from '@/client/test/dialogs';

const CLIENT = '5b0c6a8e-0d7e-4c1e-9a51-1f3b7a2c9d01';

/** Opens the session form and types a session; the test decides how the server answers. */
async function typeSession() {
  fakeLogbook(fakeApi());
  const app = renderApp('/sessions');
  await app.user.click((await screen.findAllByRole('button', { name: 'Log session' }))[0]!);
  const dialog = await findDialog('Log session');
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
    await app.user.click(within(app.dialog).getByRole('button', { name: 'Save session' }));

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
    await app.user.click(within(app.dialog).getByRole('button', { name: 'Save session' }));
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

  it('holds an entry older than a session can live until the coach sends it, and never deletes it unasked', async () => {
    fakeLogbook(fakeApi());
    const id = '9d3c1b2a-4e5f-4a6b-8c7d-0e1f2a3b4c5d';
    // What the form sends for a session typed with only its notes changed.
    const input = {
      id,
      clientId: CLIENT,
      date: '2026-03-05',
      duration: 60,
      notes: 'Typed long ago.',
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
    };
    await putOutboxEntry({
      id,
      userId: 'coach-1',
      kind: 'coaching-session',
      input,
      values: input,
      summary: 'Zoe Walker · 60 min',
      queuedAt: Date.now() - OUTBOX_HOLD_AFTER_MS - 60_000,
      rejection: null,
    });
    const app = renderApp('/sessions');

    await screen.findByText(HELD_FOR_REVIEW);
    window.dispatchEvent(new Event(APP_ONLINE));
    await new Promise((resolve) => setTimeout(resolve, 50));
    // Neither the start-up send nor the network's return sent it.
    expect(fakeApi().requests('POST', '/api/coaching-sessions')).toHaveLength(0);
    expect(await listOutbox('coach-1')).toHaveLength(1);

    await app.user.click(screen.getByRole('button', { name: /^Send entry of/ }));
    await screen.findByText('1 change saved to your account');
    expect(
      fakeApi()
        .requests('POST', '/api/coaching-sessions')
        .map((request) => request.body),
    ).toEqual([input]);
    await waitFor(async () => expect(await listOutbox('coach-1')).toEqual([]));
  });
});
