import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { todayIso } from '@/client/lib/dates';
import { fakeLogbook } from '@/client/test/fake-logbook';
import { renderApp } from '@/client/test/render-app';
import { fakeApi } from '@/client/test/setup';
import type { CoachingSession } from '@/shared/schemas/coaching-sessions';
import { findDialog } from '@/client/test/dialogs';

const ZOE = '5b0c6a8e-0d7e-4c1e-9a51-1f3b7a2c9d01';

/** A coach whose last session was Zoe Walker's: 45 minutes, pro bono. */
function coachWithALastSession() {
  const logbook = fakeLogbook(fakeApi());
  logbook.sessions.push({
    id: '0d6f3c1a-6b8e-4d2a-9c47-2f1e8b5a7c90',
    clientId: ZOE,
    clientName: 'Zoe Walker',
    date: '2026-03-05',
    duration: 45,
    sessionType: 'individual',
    groupSize: null,
    payment: 'pro_bono',
    topics: [],
    notes: null,
    completed: true,
    followUp: null,
    rate: null,
    rating: null,
    goalsSet: null,
    goalsAchieved: null,
    isImportedSummary: false,
    summaryEndDate: null,
    createdAt: '2026-03-05T10:00:00.000Z',
    updatedAt: '2026-03-05T10:00:00.000Z',
  } satisfies CoachingSession);
  return logbook;
}

describe('the L shortcut', () => {
  it('opens Log session from any page with the last session’s prefill, and Enter saves it for today', async () => {
    coachWithALastSession();
    const { user } = renderApp('/clients');
    await screen.findByRole('heading', { name: /clients/i, level: 1 });
    await user.keyboard('l');

    const dialog = await findDialog('Log session');
    const duration = await within(dialog).findByLabelText('Duration (minutes)');
    await waitFor(() => expect(document.activeElement).toBe(duration));
    expect((duration as HTMLInputElement).value).toBe('45');
    await waitFor(() =>
      expect((within(dialog).getByLabelText('Client', { exact: true }) as HTMLSelectElement).value).toBe(ZOE),
    );

    await user.keyboard('{Enter}');
    await waitFor(() => expect(fakeApi().requests('POST', '/api/coaching-sessions')).toHaveLength(1));
    // (happy-dom does not select a registered <select>'s default; the payment's prefill is checked in e2e.)
    expect(fakeApi().requests('POST', '/api/coaching-sessions')[0]?.body).toMatchObject({
      clientId: ZOE,
      date: todayIso(),
      duration: 45,
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('never fires while typing in a field, with a modifier, or over an open dialog', async () => {
    coachWithALastSession();
    const { user } = renderApp('/clients');
    const search = await screen.findByRole('searchbox');
    await user.click(search);
    await user.keyboard('l');
    expect((search as HTMLInputElement).value).toBe('l');
    fireEvent.keyDown(document.body, { key: 'l', ctrlKey: true });
    fireEvent.keyDown(document.body, { key: 'l', metaKey: true });
    expect(screen.queryByRole('dialog')).toBeNull();

    fireEvent.keyDown(document.body, { key: '?' });
    expect(await findDialog('Keyboard shortcuts')).toBeTruthy();
    fireEvent.keyDown(document.body, { key: 'l' });
    expect(screen.queryByRole('dialog', { name: 'Log session' })).toBeNull();
  });

  it('lists the shortcuts on ?, as the Log session button’s tooltip says', async () => {
    coachWithALastSession();
    const { user } = renderApp('/sessions');
    const button = await screen.findByRole('button', { name: 'Log session', description: /Shortcut: L/ });
    expect(button.getAttribute('aria-keyshortcuts')).toBe('L');
    await user.keyboard('?');
    const dialog = await findDialog('Keyboard shortcuts');
    expect(within(dialog).getByText('Log session')).toBeTruthy();
    expect(within(dialog).getByText('L')).toBeTruthy();
  });
});

describe('one Log session everywhere', () => {
  it('on a client’s page starts with that client, and with the last session’s length', async () => {
    const logbook = coachWithALastSession();
    const ann = { ...logbook.clients[0]!, id: '7c1d2e3f-4a5b-4c6d-8e7f-9a0b1c2d3e4f', name: 'Ann Lee' };
    logbook.clients.push(ann);
    fakeApi().on('GET', '/api/clients/:id/overview', {
      body: {
        client: ann,
        totals: {
          sessions: 0,
          paidMinutes: 0,
          proBonoMinutes: 0,
          sessionsWithGoalsSet: 0,
          sessionsWithGoalsAchieved: 0,
          firstDate: null,
          lastDate: null,
        },
      },
    });
    const { user } = renderApp(`/clients/${ann.id}`);
    const [button] = await screen.findAllByRole('button', { name: 'Log session' });
    await user.click(button!);
    const dialog = await findDialog('Log session');
    await waitFor(() =>
      expect((within(dialog).getByLabelText('Client', { exact: true }) as HTMLSelectElement).value).toBe(ann.id),
    );
    expect((within(dialog).getByLabelText('Duration (minutes)') as HTMLInputElement).value).toBe('45');
    expect(fakeApi().requests('GET', '/api/coaching-sessions/last')[0]?.query.get('clientId')).toBe(ann.id);
  });

  it('logs again with one tap on the dashboard', async () => {
    coachWithALastSession();
    const { user } = renderApp('/dashboard');
    const chip = await screen.findByRole('button', { name: 'Log again: Zoe Walker · 45 min · today' });
    await user.click(chip);
    await waitFor(() => expect(fakeApi().requests('POST', '/api/coaching-sessions')).toHaveLength(1));
    expect(fakeApi().requests('POST', '/api/coaching-sessions')[0]?.body).toMatchObject({
      clientId: ZOE,
      date: todayIso(),
      duration: 45,
      payment: 'pro_bono',
    });
    expect(await screen.findByText(/^Session with Zoe Walker on .+ saved$/)).toBeTruthy();
  });
});
