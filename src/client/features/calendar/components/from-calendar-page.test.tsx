import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formatLongDate } from '@/client/lib/dates';
import { fakeLogbook } from '@/client/test/fake-logbook';
import { renderApp } from '@/client/test/render-app';
import { fakeApi } from '@/client/test/setup';
import { timeRange } from '../proposal-times';
import type { CalendarProposal, CalendarProposalPage, CalendarRules } from '@/shared/schemas/calendar';
import { findDialog } from '@/client/test/dialogs';

const ZOE = '5b0c6a8e-0d7e-4c1e-9a51-1f3b7a2c9d01';

const proposal = (overrides: Partial<CalendarProposal>): CalendarProposal => ({
  id: '11111111-1111-4111-8111-111111111111',
  startsAt: '2026-11-23T09:00:00.000Z',
  endsAt: '2026-11-23T09:50:00.000Z',
  date: '2026-11-23',
  title: 'Coaching: Zoe Walker',
  client: { id: ZOE, name: 'Zoe Walker' },
  alreadyLogged: false,
  ...overrides,
});

const matched = proposal({});
const unmatched = proposal({
  id: '22222222-2222-4222-8222-222222222222',
  startsAt: '2026-11-04T16:30:00.000Z',
  endsAt: '2026-11-04T17:15:00.000Z',
  date: '2026-11-04',
  title: 'Chemistry call – Daniel Okafor',
  client: null,
});
const logged = proposal({ id: '33333333-3333-4333-8333-333333333333', date: '2026-11-02', alreadyLogged: true });

function fakeCalendar(proposals: CalendarProposal[] = [matched, unmatched, logged]) {
  const logbook = fakeLogbook(fakeApi());
  const rules: CalendarRules = { ignoredTitles: ['Dentist'], coachingWord: null, defaultPayment: 'pro_bono' };
  const page = (): CalendarProposalPage => ({
    proposals,
    total: proposals.length,
    matchedToLog: proposals.filter((item) => item.client && !item.alreadyLogged).length,
    page: 1,
    pageSize: 50,
    timeZone: 'Europe/London',
    defaultPayment: rules.defaultPayment,
  });
  fakeApi()
    .on('GET', '/api/calendar/proposals', () => ({ body: page() }))
    .on('GET', '/api/calendar/rules', () => ({ body: { rules } }))
    .on('GET', '/api/calendar/waiting', () => ({ body: { waiting: proposals.length } }))
    .on('GET', '/api/calendar/addresses', { body: { addresses: [] } })
    .on('POST', '/api/calendar/files', { body: { read: { events: 7, proposed: 8 } } })
    .on('PUT', '/api/calendar/rules', (request) => ({ body: { rules: request.body } }))
    .on('POST', '/api/calendar/proposals/:id/skip', (_request, { id }) => {
      proposals.splice(
        proposals.findIndex((item) => item.id === id),
        1,
      );
      return { status: 204 };
    })
    .on('POST', '/api/calendar/proposals/log-matched', { body: { logged: 1 } })
    .on('POST', '/api/calendar/proposals/:id/log', (request) => ({
      status: 201,
      body: { session: { ...(request.body as object), clientName: 'Zoe Walker' } },
    }))
    .on('POST', '/api/clients', (request) => ({
      status: 201,
      body: {
        client: { ...logbook.clients[0], id: '44444444-4444-4444-8444-444444444444', ...(request.body as object) },
      },
    }));
  return proposals;
}

async function openPage() {
  const app = renderApp('/sessions/from-calendar');
  await screen.findByRole('heading', { name: 'From your calendar', level: 1 });
  const table = await screen.findByRole('table', { name: 'Sessions to log' });
  return { ...app, table };
}

describe('From your calendar', () => {
  it('lists the sessions to log with their time in the coach’s zone, client or the ways to choose one', async () => {
    fakeCalendar();
    const { table } = await openPage();
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(4);
    expect(within(rows[1]!).getByText(formatLongDate('2026-11-23'))).toBeTruthy();
    expect(within(rows[1]!).getByText(timeRange(matched.startsAt, matched.endsAt, 'Europe/London'))).toBeTruthy();
    expect(within(rows[1]!).getByText('50 min')).toBeTruthy();
    expect(within(rows[2]!).getByRole('button', { name: 'Choose client' })).toBeTruthy();
    expect(within(rows[2]!).getByRole('button', { name: 'New client: Daniel Okafor' })).toBeTruthy();
    expect(within(rows[3]!).getByText('Already logged')).toBeTruthy();
    expect(within(rows[3]!).queryByRole('button', { name: /^Log / })).toBeNull();
    expect(screen.getByRole('button', { name: 'Log all matched (1)' })).toBeTruthy();
  });

  it('reads a calendar file as soon as it is chosen, for the last 30 days', async () => {
    fakeCalendar();
    await openPage();
    const input = screen.getByLabelText('Calendar file (.ics)');
    fireEvent.change(input, { target: { files: [new File(['BEGIN:VCALENDAR'], 'work.ics')] } });
    expect(await screen.findByText('8 sessions to log from your calendar.')).toBeTruthy();
    const [sent] = fakeApi().requests('POST', '/api/calendar/files');
    const body = sent?.body as Record<string, unknown>;
    expect(body.file).toBeInstanceOf(File);
    expect(Date.parse(String(body.to)) - Date.parse(String(body.from))).toBe(30 * 86_400_000);
  });

  it("logs a matched event through the session form, filled with the event's day, length and default payment", async () => {
    fakeCalendar();
    const { user, table } = await openPage();
    await user.click(
      within(table).getByRole('button', {
        name: `Log Coaching: Zoe Walker on ${formatLongDate('2026-11-23')} at ${timeRange(matched.startsAt, matched.endsAt, 'Europe/London')}`,
      }),
    );
    const dialog = await findDialog('Log session');
    await within(dialog).findByRole('option', { name: 'Zoe Walker' });
    expect((within(dialog).getByLabelText('Client') as HTMLSelectElement).value).toBe(ZOE);
    expect((within(dialog).getByLabelText('Date') as HTMLInputElement).value).toBe('2026-11-23');
    expect((within(dialog).getByLabelText('Duration (minutes)') as HTMLInputElement).value).toBe('50');
    expect((within(dialog).getByLabelText('Payment') as HTMLSelectElement).value).toBe('pro_bono');
    await user.type(within(dialog).getByLabelText('Notes'), 'Values work.');
    await user.click(within(dialog).getByRole('button', { name: 'Save session' }));

    expect(await screen.findByText('Session with Zoe Walker on 23 November saved')).toBeTruthy();
    const [sent] = fakeApi().requests('POST', `/api/calendar/proposals/${matched.id}/log`);
    expect(sent?.body).toMatchObject({
      clientId: ZOE,
      date: '2026-11-23',
      duration: 50,
      payment: 'pro_bono',
      notes: 'Values work.',
    });
    expect(fakeApi().requests('POST', '/api/coaching-sessions')).toHaveLength(0);
  });

  it("creates the client named in the title with 'New client: …', then logs the session", async () => {
    fakeCalendar();
    const { user, table } = await openPage();
    await user.click(within(table).getByRole('button', { name: 'New client: Daniel Okafor' }));
    const dialog = await findDialog('Log session');
    expect((within(dialog).getByLabelText("New client's name") as HTMLInputElement).value).toBe('Daniel Okafor');
    await user.click(within(dialog).getByRole('button', { name: 'Save session' }));
    await waitFor(() =>
      expect(fakeApi().requests('POST', `/api/calendar/proposals/${unmatched.id}/log`)).toHaveLength(1),
    );
    expect(fakeApi().requests('POST', '/api/clients')[0]?.body).toMatchObject({ name: 'Daniel Okafor' });
    expect(fakeApi().requests('POST', `/api/calendar/proposals/${unmatched.id}/log`)[0]?.body).toMatchObject({
      clientId: '44444444-4444-4444-8444-444444444444',
      date: '2026-11-04',
      duration: 45,
    });
  });

  it("skips an event, and 'Log all matched' logs the matched ones at once", async () => {
    fakeCalendar();
    const { user, table } = await openPage();
    await user.click(within(table).getByRole('button', { name: /^Skip Chemistry call/ }));
    expect(await screen.findByText('It will not be proposed again.')).toBeTruthy();
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(3));
    await user.click(screen.getByRole('button', { name: 'Log all matched (1)' }));
    expect(await screen.findByText('1 session logged.')).toBeTruthy();
    expect(fakeApi().requests('POST', '/api/calendar/proposals/log-matched')).toHaveLength(1);
  });

  it('saves the rules as lists', async () => {
    fakeCalendar();
    const { user } = await openPage();
    const titles = await screen.findByLabelText('Titles to ignore');
    expect((titles as HTMLInputElement).value).toBe('Dentist');
    await user.type(titles, ', Lunch');
    await user.type(screen.getByLabelText('Word that marks coaching events'), 'Coaching');
    await user.click(screen.getByRole('button', { name: 'Save rules' }));
    expect(await screen.findByText('Calendar rules saved')).toBeTruthy();
    expect(fakeApi().requests('PUT', '/api/calendar/rules')[0]?.body).toEqual({
      ignoredTitles: ['Dentist', 'Lunch'],
      coachingWord: 'Coaching',
      defaultPayment: 'pro_bono',
    });
  });
});

describe('the way in', () => {
  it("from the dashboard: 'N sessions from your calendar to log', while there are some", async () => {
    fakeCalendar();
    const { user } = renderApp('/dashboard');
    await user.click(await screen.findByRole('link', { name: '3 sessions from your calendar to log' }));
    expect(await screen.findByRole('heading', { name: 'From your calendar', level: 1 })).toBeTruthy();
  });

  it('from the dashboard: no line when nothing waits; from /sessions: the From calendar button', async () => {
    fakeCalendar([]);
    const { user } = renderApp('/dashboard');
    await screen.findByRole('heading', { name: 'Coaching Dashboard' });
    await waitFor(() => expect(fakeApi().requests('GET', '/api/calendar/waiting')).toHaveLength(1));
    expect(screen.queryByRole('link', { name: /from your calendar to log/ })).toBeNull();
    const sessions = renderApp('/sessions');
    await sessions.user.click(await screen.findByRole('link', { name: 'From calendar' }));
    expect(await screen.findByText(/No sessions to log/)).toBeTruthy();
    void user;
  });
});
