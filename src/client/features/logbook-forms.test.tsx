import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { errorBody } from '@/client/test/fake-api';
import { fakeLogbook } from '@/client/test/fake-logbook';
import { renderApp } from '@/client/test/render-app';
import { fakeApi } from '@/client/test/setup';
import { findDialog } from '@/client/test/dialogs';

/** Number and date fields take their value as a whole, as the browser's own controls set it. */
const fill = (within_: HTMLElement, label: string, value: string) =>
  fireEvent.change(within(within_).getByLabelText(label, { exact: true }), { target: { value } });

const refusal = (path: string, message: string) => ({
  status: 400,
  body: errorBody('VALIDATION_FAILED', 'Validation failed', [{ path, message }]),
});

describe('the client form', () => {
  async function openClientForm() {
    fakeLogbook(fakeApi());
    const app = renderApp('/clients');
    await app.user.click(await screen.findByRole('button', { name: 'Add client' }));
    return { ...app, dialog: await findDialog() };
  }

  it('requires a name and sends nothing without one', async () => {
    const { user, dialog } = await openClientForm();
    await user.click(within(dialog).getByRole('button', { name: 'Save client' }));
    await within(dialog).findByText('Name is required');
    expect(fakeApi().requests('POST', '/api/clients')).toHaveLength(0);
  });

  it('sends the client and says so', async () => {
    const { user, dialog } = await openClientForm();
    fakeApi().on('POST', '/api/clients', (request) => ({ status: 201, body: { client: request.body } }));
    await user.type(within(dialog).getByLabelText('Name'), 'Ann Lee');
    await user.click(within(dialog).getByRole('button', { name: 'Save client' }));
    await screen.findByText('Client created successfully');
    expect(fakeApi().requests('POST', '/api/clients')[0]?.body).toMatchObject({ name: 'Ann Lee', status: 'active' });
  });

  it("shows the server's reason under its field", async () => {
    const { user, dialog } = await openClientForm();
    fakeApi().on('POST', '/api/clients', refusal('email', 'Please enter a valid email address'));
    await user.type(within(dialog).getByLabelText('Name'), 'Ann Lee');
    await user.click(within(dialog).getByRole('button', { name: 'Save client' }));
    await within(dialog).findByText('Please enter a valid email address');
    await screen.findByText('Could not create client');
  });

  it('says why when the account already holds the most clients it may', async () => {
    const { user, dialog } = await openClientForm();
    const message =
      'Your account holds 10,000 clients, the most one account can keep. Delete ones you no longer need to add more.';
    fakeApi().on('POST', '/api/clients', () => ({ status: 409, body: errorBody('LIMIT_REACHED', message) }));
    await user.type(within(dialog).getByLabelText('Name'), 'Ann Lee');
    await user.click(within(dialog).getByRole('button', { name: 'Save client' }));
    await screen.findByText(message);
    expect(within(dialog).getByLabelText('Name')).toHaveProperty('value', 'Ann Lee');
  });
});

describe('the supervision form', () => {
  async function openSupervisionForm() {
    fakeLogbook(fakeApi());
    const app = renderApp('/supervision');
    await app.user.click(await screen.findByRole('link', { name: 'Add supervision' }));
    const dialog = await findDialog('Add supervision');
    return { ...app, dialog };
  }

  it('lists what is missing and sends nothing', async () => {
    const { user, dialog } = await openSupervisionForm();
    await user.type(within(dialog).getByLabelText('Supervisor Name'), 'J');
    fill(dialog, 'Duration (minutes)', '0');
    await user.click(within(dialog).getByRole('button', { name: 'Save supervision' }));
    for (const message of [
      'Supervisor name must be at least 2 characters',
      'Duration must be at least 1 minute',
      'Topics are required',
    ]) {
      await within(dialog).findByText(message);
    }
    expect(fakeApi().requests('POST', '/api/supervision-sessions')).toHaveLength(0);
  });

  it('sends the session, topics split, and returns to the list', async () => {
    const { user, router, dialog } = await openSupervisionForm();
    expect(router.state.location.pathname).toBe('/supervision/new');
    await user.type(within(dialog).getByLabelText('Supervisor Name'), 'Dr Jane Smith');
    fill(dialog, 'Date', '2026-03-05');
    fill(dialog, 'Duration (minutes)', '90');
    await user.type(within(dialog).getByLabelText('Topics'), ' Ethics ,  Boundaries, ');
    await user.click(within(dialog).getByRole('button', { name: 'Save supervision' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/supervision'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(fakeApi().requests('POST', '/api/supervision-sessions')[0]?.body).toMatchObject({
      supervisorName: 'Dr Jane Smith',
      date: '2026-03-05',
      duration: 90,
      topics: ['Ethics', 'Boundaries'],
    });
  });

  it("shows the server's reason and keeps what was typed", async () => {
    const { user, dialog } = await openSupervisionForm();
    fakeApi().on('POST', '/api/supervision-sessions', refusal('date', 'The date cannot be in the future'));
    await user.type(within(dialog).getByLabelText('Supervisor Name'), 'Dr Jane Smith');
    fill(dialog, 'Date', '2026-03-05');
    await user.type(within(dialog).getByLabelText('Topics'), 'Ethics');
    await user.click(within(dialog).getByRole('button', { name: 'Save supervision' }));
    await within(dialog).findByText('The date cannot be in the future');
    expect((within(dialog).getByLabelText('Supervisor Name') as HTMLInputElement).value).toBe('Dr Jane Smith');
  });

  it('opens the same dialog over the list from its own address, and closes back to the list', async () => {
    fakeLogbook(fakeApi());
    const { user, router } = renderApp('/supervision/new');
    await findDialog('Add supervision');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/supervision'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await screen.findByRole('heading', { name: 'Supervision Sessions' });
  });
});

describe('the CPD form', () => {
  async function openCpdForm() {
    fakeLogbook(fakeApi());
    const app = renderApp('/cpd');
    await app.user.click(await screen.findByRole('button', { name: 'Add CPD activity' }));
    return { ...app, dialog: await findDialog() };
  }

  it('checks the title and the quarter-hour steps, and sends nothing', async () => {
    const { user, dialog } = await openCpdForm();
    await user.click(within(dialog).getByRole('button', { name: 'Save activity' }));
    await within(dialog).findByText('Title is required');
    expect(within(dialog).getByText('Hours must be at least 0.25')).toBeTruthy();
    await user.type(within(dialog).getByLabelText('Title'), 'ICF Ethics Refresher');
    fill(dialog, 'Hours', '0.3');
    await user.click(within(dialog).getByRole('button', { name: 'Save activity' }));
    await within(dialog).findByText('Hours must be in quarter-hour steps (0.25)');
    expect(fakeApi().requests('POST', '/api/cpd-records')).toHaveLength(0);
  });

  it('sends the activity and lists it', async () => {
    const { user, dialog } = await openCpdForm();
    await user.type(within(dialog).getByLabelText('Title'), 'ICF Ethics Refresher');
    fill(dialog, 'Hours', '1.5');
    await user.click(within(dialog).getByLabelText('Coaching Ethics'));
    await user.click(within(dialog).getByRole('button', { name: 'Save activity' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(fakeApi().requests('POST', '/api/cpd-records')[0]?.body).toMatchObject({
      title: 'ICF Ethics Refresher',
      hours: 1.5,
      coachingEthics: true,
    });
    expect((await screen.findAllByText('ICF Ethics Refresher')).length).toBeGreaterThan(0);
  });

  it("shows the server's reason under its field", async () => {
    const { user, dialog } = await openCpdForm();
    fakeApi().on('POST', '/api/cpd-records', refusal('title', 'Title must be at most 200 characters'));
    await user.type(within(dialog).getByLabelText('Title'), 'ICF Ethics Refresher');
    fill(dialog, 'Hours', '1');
    await user.click(within(dialog).getByRole('button', { name: 'Save activity' }));
    await within(dialog).findByText('Title must be at most 200 characters');
  });
});
