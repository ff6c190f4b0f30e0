import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { todayIso } from '@/client/lib/dates';
import { fakeLogbook } from '@/client/test/fake-logbook';
import { addDays, addMonths, formatLongDate } from '@/shared/domain/accreditation/dates';
import { renderApp } from '@/client/test/render-app';
import { fakeApi } from '@/client/test/setup';
import { findDialog } from '@/client/test/dialogs';

/** Selects and date fields take their value as a whole, as a browser's picker sets it. */
const fill = (dialog: HTMLElement, label: string, value: string) =>
  fireEvent.change(within(dialog).getByLabelText(label, { exact: true }), { target: { value } });

async function openForm(path = '/sessions') {
  const app = renderApp(path);
  // The page's button and the phone's floating one are one action: the first will do.
  const [button] = await screen.findAllByRole('button', { name: 'Log session' });
  await app.user.click(button!);
  const dialog = await findDialog('Log session');
  // The client picker lists the clients once they have arrived.
  await within(dialog).findByRole('option', { name: 'Zoe Walker' });
  return { ...app, dialog };
}

describe('the coaching session form', () => {
  it('offers a client added on another device since the picker last opened', async () => {
    fakeLogbook(fakeApi());
    fakeApi().on('GET', '/api/clients/names', { body: { clients: [] } });
    const app = renderApp('/sessions');
    const [button] = await screen.findAllByRole('button', { name: 'Log session' });
    await app.user.click(button!);
    let dialog = await findDialog('Log session');
    await within(dialog).findByRole('option', { name: 'Choose a client' });
    await app.user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    // Zoe was added elsewhere; the names the app holds are still fresh by their age.
    fakeLogbook(fakeApi());
    await app.user.click(button!);
    dialog = await findDialog('Log session');
    await within(dialog).findByRole('option', { name: 'Zoe Walker' });
  });

  it('says what is missing and sends nothing', async () => {
    fakeLogbook(fakeApi());
    const { user, dialog } = await openForm();
    await user.click(within(dialog).getByRole('button', { name: 'Save session' }));
    await within(dialog).findByText('Please choose a client');
    expect(fakeApi().requests('POST', '/api/coaching-sessions')).toHaveLength(0);
  });

  it('sends what was typed, with an id chosen by the browser', async () => {
    fakeLogbook(fakeApi());
    const { user, dialog } = await openForm();
    fill(dialog, 'Client', '5b0c6a8e-0d7e-4c1e-9a51-1f3b7a2c9d01');
    fill(dialog, 'Date', '2026-03-05');
    fill(dialog, 'Duration (minutes)', '75');
    await user.type(within(dialog).getByLabelText('Topics'), 'career, confidence');
    await user.type(within(dialog).getByLabelText('Notes'), 'Explored three options.');
    await user.click(within(dialog).getByRole('button', { name: 'Save session' }));

    await screen.findByText('Session with Zoe Walker on 5 March saved');
    const [sent] = fakeApi().requests('POST', '/api/coaching-sessions');
    expect(sent?.body).toMatchObject({
      clientId: '5b0c6a8e-0d7e-4c1e-9a51-1f3b7a2c9d01',
      date: '2026-03-05',
      duration: 75,
      topics: ['career', 'confidence'],
      notes: 'Explored three options.',
      sessionType: 'individual',
    });
    expect((sent?.body as { id: string }).id).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("shows the server's refusal in the form and keeps every word typed", async () => {
    const logbook = fakeLogbook(fakeApi());
    const { user, dialog } = await openForm();
    fill(dialog, 'Client', '5b0c6a8e-0d7e-4c1e-9a51-1f3b7a2c9d01');
    fill(dialog, 'Date', '2026-03-05');
    logbook.sessions.push({
      ...(logbook.sessions[0] ?? {}),
      clientId: '5b0c6a8e-0d7e-4c1e-9a51-1f3b7a2c9d01',
      date: '2026-03-05',
    } as never);
    await user.type(within(dialog).getByLabelText('Notes'), 'These words must survive.');
    await user.click(within(dialog).getByRole('button', { name: 'Save session' }));

    await within(dialog).findByText('A session for this client on this date already exists.');
    expect((within(dialog).getByLabelText('Notes') as HTMLTextAreaElement).value).toBe('These words must survive.');
  });
});

describe('the client picker', () => {
  // The last session's client for a new one, the session's own client for an edit.
  it.each([
    ['Log session', 'Log session'],
    [/^Edit session with Zoe Walker on /, 'Edit session'],
  ])(
    'opened with %s before the client list arrives, keeps the focus and shows the chosen client',
    async (opener, title) => {
      const logbook = fakeLogbook(fakeApi());
      const zoe = logbook.clients[0]!;
      logbook.sessions.push({
        id: '0d6f3c1a-6b8e-4d2a-9c47-2f1e8b5a7c90',
        clientId: zoe.id,
        clientName: zoe.name,
        date: '2026-03-05',
        duration: 60,
        sessionType: 'individual',
        groupSize: null,
        payment: 'paid',
        topics: [],
        notes: null,
        completed: true,
        followUp: null,
        rate: null,
        rating: null,
        goalsSet: null,
        goalsAchieved: null,
        createdAt: '2026-03-05T10:00:00.000Z',
        updatedAt: '2026-03-05T10:00:00.000Z',
      } as never);
      let sendClients = () => {};
      const clientsSent = new Promise<void>((resolve) => (sendClients = resolve));
      fakeApi().on('GET', '/api/clients/names', async () => {
        await clientsSent;
        return { body: { clients: logbook.clients.map(({ id, name, status }) => ({ id, name, status })) } };
      });
      const { user } = renderApp('/sessions');
      // A session's Edit button is in both the table and the phone's cards.
      const [button] = await screen.findAllByRole('button', { name: opener });
      await user.click(button!);
      const dialog = await findDialog(title);
      const picker = within(dialog).getByLabelText('Client', { exact: true }) as HTMLSelectElement;
      picker.focus();
      expect(within(dialog).getByRole('option', { name: 'Loading clients...' })).toBeTruthy();

      sendClients();
      await within(dialog).findByRole('option', { name: 'Choose a client' });
      expect(within(dialog).getByLabelText('Client', { exact: true })).toBe(picker);
      expect(document.activeElement).toBe(picker);
      expect(picker.value).toBe(zoe.id);
      expect(picker.selectedOptions[0]?.textContent).toBe('Zoe Walker');
    },
  );
});

describe('figures after a change', () => {
  it('the dashboard, reached through the navigation, counts the session just logged', async () => {
    fakeLogbook(fakeApi());
    const app = renderApp('/dashboard');
    const totalSessions = async (value: string) =>
      within((await screen.findByRole('heading', { name: 'Coaching sessions' })).parentElement!).findByText(value);
    // Before the first session the dashboard shows the first steps, not the figures.
    await screen.findByRole('button', { name: 'Log a session' });

    await app.user.click(screen.getAllByRole('link', { name: 'Sessions' })[0]!);
    await app.user.click((await screen.findAllByRole('button', { name: 'Log session' }))[0]!);
    const dialog = await findDialog('Log session');
    await within(dialog).findByRole('option', { name: 'Zoe Walker' });
    fill(dialog, 'Client', '5b0c6a8e-0d7e-4c1e-9a51-1f3b7a2c9d01');
    await app.user.click(within(dialog).getByRole('button', { name: 'Save session' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await app.user.click(screen.getAllByRole('link', { name: 'Dashboard' })[0]!);
    await totalSessions('1');
  });
});

describe('the date rule in the session form', () => {
  const zoeId = '5b0c6a8e-0d7e-4c1e-9a51-1f3b7a2c9d01';
  const today = todayIso();
  // Today's day and month in 1920: the suggestion is today itself.
  const slipped = `1920${today.slice(4)}`;

  it('asks about a year before 1970, sends nothing, and sends the date once the coach keeps it', async () => {
    fakeLogbook(fakeApi());
    const { user, dialog } = await openForm();
    fill(dialog, 'Client', zoeId);
    fill(dialog, 'Date', slipped);
    await user.click(within(dialog).getByRole('button', { name: 'Save session' }));

    const question = `${formatLongDate(slipped)} is before 1970. Did you mean ${formatLongDate(today)}?`;
    expect(await within(dialog).findByText(question)).toBeTruthy();
    expect(fakeApi().requests('POST', '/api/coaching-sessions')).toHaveLength(0);

    await user.click(within(dialog).getByRole('button', { name: `Keep ${formatLongDate(slipped)}` }));
    await waitFor(() => expect(fakeApi().requests('POST', '/api/coaching-sessions')).toHaveLength(1));
    expect(fakeApi().requests('POST', '/api/coaching-sessions')[0]?.body).toMatchObject({
      date: slipped,
      confirmedDates: [slipped],
    });
  });

  it('takes the suggestion with one click and saves it', async () => {
    fakeLogbook(fakeApi());
    const { user, dialog } = await openForm();
    fill(dialog, 'Client', zoeId);
    fill(dialog, 'Date', slipped);
    await user.click(within(dialog).getByRole('button', { name: 'Save session' }));
    await user.click(await within(dialog).findByRole('button', { name: `Use ${formatLongDate(today)}` }));
    await waitFor(() => expect(fakeApi().requests('POST', '/api/coaching-sessions')).toHaveLength(1));
    expect(fakeApi().requests('POST', '/api/coaching-sessions')[0]?.body).toMatchObject({ date: today });
  });

  it('refuses a session in the future, with no way to keep it', async () => {
    fakeLogbook(fakeApi());
    const { user, dialog } = await openForm();
    fill(dialog, 'Client', zoeId);
    fill(dialog, 'Date', addDays(today, 1));
    await user.click(within(dialog).getByRole('button', { name: 'Save session' }));
    expect(
      await within(dialog).findByText('A session cannot be in the future: log it once it has taken place.'),
    ).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: /^Keep / })).toBeNull();
    expect(fakeApi().requests('POST', '/api/coaching-sessions')).toHaveLength(0);
  });

  it('offers to keep a date the server asks about, and sends the answer', async () => {
    fakeLogbook(fakeApi());
    const lastMonth = addMonths(today, -1);
    // The server knows a first practice this browser has not loaded.
    const question = `${formatLongDate(lastMonth)} is before you started practising. Is the date right?`;
    fakeApi().on('POST', '/api/coaching-sessions', (request) =>
      (request.body as { confirmedDates: string[] }).confirmedDates.includes(lastMonth)
        ? { status: 201, body: { session: { ...(request.body as object), clientName: 'Zoe Walker' } } }
        : {
            status: 400,
            body: {
              error: {
                code: 'VALIDATION_FAILED',
                message: question,
                issues: [{ path: 'date', message: question, code: 'DATE_QUESTION' }],
              },
            },
          },
    );
    const { user, dialog } = await openForm();
    fill(dialog, 'Client', zoeId);
    fill(dialog, 'Date', lastMonth);
    await user.click(within(dialog).getByRole('button', { name: 'Save session' }));
    expect(await within(dialog).findByText(question)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: `Keep ${formatLongDate(lastMonth)}` }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(fakeApi().requests('POST', '/api/coaching-sessions').at(-1)?.body).toMatchObject({
      confirmedDates: [lastMonth],
    });
  });
});
