import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formatDateTime } from '@/client/lib/dates';
import { fakeLogbook } from '@/client/test/fake-logbook';
import { renderApp } from '@/client/test/render-app';
import { fakeApi } from '@/client/test/setup';
import { CALENDAR_ADDRESS_MESSAGES, type CalendarAddress } from '@/shared/schemas/calendar';
import { findDialog } from '@/client/test/dialogs';

const address = (overrides: Partial<CalendarAddress> = {}): CalendarAddress => ({
  id: '55555555-5555-4555-8555-555555555555',
  host: 'calendar.google.com',
  tail: '.ics',
  createdAt: '2026-11-27T08:00:00.000Z',
  lastReadAt: '2026-11-27T09:00:00.000Z',
  failure: null,
  nextReadAt: '2026-11-27T10:00:00.000Z',
  reading: false,
  ...overrides,
});

/** The server's addresses, kept as the fake server answers them. */
function fakeAddresses(addresses: CalendarAddress[] = []) {
  fakeLogbook(fakeApi());
  fakeApi()
    .on('GET', '/api/calendar/proposals', {
      body: {
        proposals: [],
        total: 0,
        matchedToLog: 0,
        page: 1,
        pageSize: 50,
        timeZone: 'Europe/London',
        defaultPayment: 'paid',
      },
    })
    .on('GET', '/api/calendar/rules', {
      body: { rules: { ignoredTitles: [], coachingWord: null, defaultPayment: 'paid' } },
    })
    .on('GET', '/api/calendar/waiting', { body: { waiting: 0 } })
    .on('GET', '/api/calendar/addresses', () => ({ body: { addresses } }))
    .on('POST', '/api/calendar/addresses', () => {
      const saved = address({
        id: '66666666-6666-4666-8666-666666666666',
        host: 'p01-caldav.icloud.com',
        tail: 'a1b2',
        lastReadAt: null,
        reading: true,
      });
      addresses.push(saved);
      return { status: 201, body: { address: saved } };
    })
    .on('POST', '/api/calendar/addresses/:id/refresh', (_request, { id }) => {
      const found = addresses.find((item) => item.id === id)!;
      Object.assign(found, { reading: true });
      return { status: 204 };
    })
    .on('DELETE', '/api/calendar/addresses/:id', (_request, { id }) => {
      addresses.splice(
        addresses.findIndex((item) => item.id === id),
        1,
      );
      return { status: 204 };
    });
  return addresses;
}

async function openPage() {
  const app = renderApp('/sessions/from-calendar');
  await screen.findByRole('heading', { name: 'From your calendar', level: 1 });
  await screen.findByRole('heading', { name: 'Calendar addresses' });
  return app;
}

describe('the calendar address on From your calendar', () => {
  it('saves a pasted address, clears it from the page, and shows it being read, then read', async () => {
    const addresses = fakeAddresses();
    const { user } = await openPage();
    const secret = 'webcal://p01-caldav.icloud.com/published/2/MTIzNDU2Nzg5a1b2';
    await user.type(screen.getByLabelText('Calendar address'), secret);
    await user.click(screen.getByRole('button', { name: 'Save address' }));

    expect(await screen.findByText('Calendar address saved: your calendar is being read.')).toBeTruthy();
    expect(fakeApi().requests('POST', '/api/calendar/addresses')[0]?.body).toEqual({
      url: 'https://p01-caldav.icloud.com/published/2/MTIzNDU2Nzg5a1b2',
    });
    expect((screen.getByLabelText('Calendar address') as HTMLInputElement).value).toBe('');
    const list = await screen.findByRole('list', { name: 'Saved calendar addresses' });
    expect(within(list).getByText('p01-caldav.icloud.com/…a1b2')).toBeTruthy();
    expect(within(list).getByText('Reading your calendar...')).toBeTruthy();
    expect(document.body.textContent).not.toContain('MTIzNDU2Nzg5');

    // The read ends: the list, asked again while it reads, says when, and the proposals are read again.
    const proposalsBefore = fakeApi().requests('GET', '/api/calendar/proposals').length;
    Object.assign(addresses[0]!, { reading: false, lastReadAt: '2026-11-27T10:05:00.000Z' });
    expect(
      await within(list).findByText(
        `Read ${formatDateTime('2026-11-27T10:05:00.000Z')}. Read again every hour.`,
        undefined,
        {
          timeout: 5_000,
        },
      ),
    ).toBeTruthy();
    await waitFor(() =>
      expect(fakeApi().requests('GET', '/api/calendar/proposals').length).toBeGreaterThan(proposalsBefore),
    );
  });

  it('checks the address as the server does before sending it', async () => {
    fakeAddresses();
    const { user } = await openPage();
    await user.click(screen.getByRole('button', { name: 'Save address' }));
    expect(await screen.findByText('Paste your calendar address')).toBeTruthy();
    await user.type(screen.getByLabelText('Calendar address'), 'ftp://example.com/calendar.ics');
    await user.click(screen.getByRole('button', { name: 'Save address' }));
    expect(await screen.findByText(CALENDAR_ADDRESS_MESSAGES.notHttps)).toBeTruthy();
    expect(fakeApi().requests('POST', '/api/calendar/addresses')).toHaveLength(0);
  });

  it('shows why a read failed and when it is tried again, and reads it now on request', async () => {
    fakeAddresses([address({ failure: CALENDAR_ADDRESS_MESSAGES.notFound, nextReadAt: '2026-11-27T11:00:00.000Z' })]);
    const { user } = await openPage();
    const list = await screen.findByRole('list', { name: 'Saved calendar addresses' });
    expect(
      within(list).getByText(
        `Could not read it: ${CALENDAR_ADDRESS_MESSAGES.notFound} Next try: ${formatDateTime('2026-11-27T11:00:00.000Z')}.`,
      ),
    ).toBeTruthy();
    await user.click(within(list).getByRole('button', { name: 'Refresh now: calendar.google.com/….ics' }));
    expect(await within(list).findByText('Reading your calendar...')).toBeTruthy();
    expect(
      fakeApi().requests('POST', '/api/calendar/addresses/55555555-5555-4555-8555-555555555555/refresh'),
    ).toHaveLength(1);
  });

  it('removes an address after asking, saying its waiting sessions go too', async () => {
    fakeAddresses([address()]);
    const { user } = await openPage();
    const list = await screen.findByRole('list', { name: 'Saved calendar addresses' });
    await user.click(within(list).getByRole('button', { name: 'Remove calendar.google.com/….ics' }));
    const dialog = await findDialog('Remove this calendar address?', 'alertdialog');
    expect(within(dialog).getByText(/Its sessions waiting to be logged are removed too/)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Remove address' }));
    expect(await screen.findByText('Calendar address removed')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('list', { name: 'Saved calendar addresses' })).toBeNull());
    expect(fakeApi().requests('DELETE', '/api/calendar/addresses/55555555-5555-4555-8555-555555555555')).toHaveLength(
      1,
    );
  });

  it('offers no form once the account keeps its most addresses', async () => {
    fakeAddresses([
      address(),
      address({ id: '77777777-7777-4777-8777-777777777777' }),
      address({ id: '88888888-8888-4888-8888-888888888888' }),
    ]);
    await openPage();
    expect(await screen.findByText(/You keep 3 calendar addresses, the most one account can/)).toBeTruthy();
    expect(screen.queryByLabelText('Calendar address')).toBeNull();
  });
});
