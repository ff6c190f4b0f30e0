import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { todayIso } from '@/client/lib/dates';
import { fakeLogbook } from '@/client/test/fake-logbook';
import { renderApp } from '@/client/test/render-app';
import { fakeApi } from '@/client/test/setup';
import { emptyFigures } from '@/shared/domain/accreditation/fixtures';
import { evaluateAccreditation, summariseAccreditation } from '@/shared/domain/accreditation/overview';
import type { Goal } from '@/shared/domain/accreditation/types';
import type { ClientSummary } from '@/shared/schemas/clients';
import { findDialog } from '@/client/test/dialogs';

/** A new coach: no client, no session, no goal; what the steps save is counted as the server would. */
function newCoach() {
  const logbook = fakeLogbook(fakeApi());
  const [template] = logbook.clients.splice(0) as [ClientSummary];
  let goal: Goal | null = null;
  const overview = () => evaluateAccreditation({ ...emptyFigures(todayIso()), goal });
  fakeApi()
    .on('GET', '/api/accreditation', () => ({ body: overview() }))
    .on('GET', '/api/accreditation/summary', () => ({ body: summariseAccreditation(overview()) }))
    .on('PUT', '/api/accreditation/goal', (request) => {
      goal = request.body as Goal;
      return { body: request.body };
    })
    .on('POST', '/api/clients', (request) => {
      const client = { ...template, id: '44444444-4444-4444-8444-444444444444', ...(request.body as object) };
      logbook.clients.push(client);
      return { status: 201, body: { client } };
    });
  return logbook;
}

/** A dialog has closed, and the page takes clicks again (the dialog frees the page as it leaves). */
const dialogClosed = () =>
  waitFor(() => {
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.body.style.pointerEvents).toBe('');
  });

const step = (name: RegExp) => screen.getAllByRole('listitem').find((item) => name.test(item.textContent ?? ''))!;

describe('the dashboard’s first steps', () => {
  it('open their forms on the dashboard and are ticked once done', async () => {
    newCoach();
    const { user, router } = renderApp('/dashboard');
    await screen.findByText('No data available. Please add clients and sessions first.');

    await user.click(await screen.findByRole('button', { name: 'Add a client' }));
    const clientForm = await findDialog('Add client');
    expect(router.state.location.pathname).toBe('/dashboard');
    await user.type(within(clientForm).getByLabelText('Name'), 'Amelia Clarke');
    await user.click(within(clientForm).getByRole('button', { name: 'Save client' }));
    await dialogClosed();
    await waitFor(() => expect(step(/^Step 1, done: Add your first client$/)).toBeTruthy());
    expect(screen.queryByText('No data available. Please add clients and sessions first.')).toBeNull();
    expect(within(step(/^Step 1/)).queryByRole('button')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Log a session' }));
    expect(await findDialog('Log session')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/dashboard');
    await user.keyboard('{Escape}');
    await dialogClosed();

    expect(step(/^Step 3: Set your accreditation goal/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Set your goal' }));
    const goalForm = await findDialog('Set your goal');
    await user.selectOptions(await within(goalForm).findByLabelText('Body'), 'EMCC');
    await user.selectOptions(within(goalForm).getByLabelText('Level'), 'Practitioner');
    await user.click(within(goalForm).getByRole('button', { name: 'Save goal' }));
    await dialogClosed();
    expect(fakeApi().requests('PUT', '/api/accreditation/goal')[0]?.body).toEqual({
      body: 'EMCC',
      level: 'Practitioner',
      targetDate: null,
    });
    await waitFor(() => expect(step(/^Step 3, done: Set your accreditation goal$/)).toBeTruthy());
    expect(router.state.location.pathname).toBe('/dashboard');
  });
});
