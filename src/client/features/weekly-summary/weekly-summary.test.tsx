import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeLogbook } from '@/client/test/fake-logbook';
import { renderApp } from '@/client/test/render-app';
import { errorBody, signedOut } from '@/client/test/fake-api';
import { fakeApi } from '@/client/test/setup';
import { INVALID_UNSUBSCRIBE_LINK } from '@/shared/schemas/weekly-summary';

const TOKEN = `Y29hY2gtMQ.${'a'.repeat(43)}`;

function serveSetting(subscribed: boolean) {
  fakeLogbook(fakeApi());
  fakeApi()
    .on('GET', '/api/account/sessions', { body: { sessions: [] } })
    .on('GET', '/api/weekly-summary', { body: { subscribed, timeZone: 'Europe/London' } });
}

const summarySwitch = () => screen.findByRole('switch', { name: 'E-mail me a weekly summary' });

describe('the weekly summary switch on /account', () => {
  it('is labelled, says when it comes, and is saved as soon as it is turned', async () => {
    serveSetting(false);
    fakeApi().on('PUT', '/api/weekly-summary', (request) => ({ body: request.body }));
    const { user } = renderApp('/account');

    const toggle = await summarySwitch();
    expect(toggle.getAttribute('aria-checked')).toBe('false');
    expect(document.getElementById(toggle.getAttribute('aria-describedby')!)?.textContent).toContain(
      'Sent on Mondays from 8 am, Europe/London time.',
    );

    await user.click(toggle);
    expect(await screen.findByText('Weekly summary turned on')).toBeTruthy();
    expect(toggle.getAttribute('aria-checked')).toBe('true');
    expect(
      fakeApi()
        .requests('PUT', '/api/weekly-summary')
        .map((request) => request.body),
    ).toEqual([{ subscribed: true }]);

    await user.click(toggle);
    expect(await screen.findByText('Weekly summary turned off')).toBeTruthy();
    expect(toggle.getAttribute('aria-checked')).toBe('false');
    expect(fakeApi().requests('PUT', '/api/weekly-summary').at(-1)?.body).toEqual({ subscribed: false });
  });

  it('keeps the focus while saving, and saves quick changes one after the other, the last one last', async () => {
    serveSetting(false);
    const saved: unknown[] = [];
    // The first change is the slower one: sent together, the server would keep the wrong one.
    fakeApi().on('PUT', '/api/weekly-summary', async (request) => {
      const { subscribed } = request.body as { subscribed: boolean };
      await new Promise((resolve) => setTimeout(resolve, subscribed ? 200 : 10));
      saved.push(request.body);
      return { body: request.body };
    });
    const { user } = renderApp('/account');

    const toggle = await summarySwitch();
    toggle.focus();
    await user.keyboard(' ');
    expect(toggle.getAttribute('aria-checked')).toBe('true');
    await user.keyboard(' ');
    expect(toggle.getAttribute('aria-checked')).toBe('false');
    expect(document.activeElement).toBe(toggle);

    // Both are saved, in order (toasts are no sign here: sonner keeps those of earlier tests).
    await waitFor(() => expect(saved).toHaveLength(2));
    expect(saved).toEqual([{ subscribed: true }, { subscribed: false }]);
    expect(toggle.getAttribute('aria-checked')).toBe('false');
  });

  it('goes back to what was saved when the server refuses, and says so', async () => {
    serveSetting(true);
    fakeApi().on('PUT', '/api/weekly-summary', {
      status: 503,
      body: errorBody('SERVICE_UNAVAILABLE', 'The service is busy. Please try again in a minute.'),
    });
    const { user } = renderApp('/account');

    const toggle = await summarySwitch();
    expect(toggle.getAttribute('aria-checked')).toBe('true');
    await user.click(toggle);

    expect((await screen.findByRole('alert')).textContent).toContain(
      'Not saved: your weekly summary is still on. The service is busy. Please try again in a minute.',
    );
    expect(toggle.getAttribute('aria-checked')).toBe('true');
    expect(toggle.hasAttribute('disabled')).toBe(false);
  });

  it('says the network failed when no answer comes, and works on the next try', async () => {
    serveSetting(false);
    fakeApi().on('PUT', '/api/weekly-summary', 'network-error');
    const { user } = renderApp('/account');

    const toggle = await summarySwitch();
    await user.click(toggle);
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Not saved: your weekly summary is still off. Network error.',
    );
    expect(toggle.getAttribute('aria-checked')).toBe('false');

    fakeApi().on('PUT', '/api/weekly-summary', (request) => ({ body: request.body }));
    await user.click(toggle);
    await waitFor(() => expect(toggle.getAttribute('aria-checked')).toBe('true'));
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('the unsubscribe page', () => {
  it('unsubscribes with the link’s token, signed in or not, and says so plainly', async () => {
    fakeApi()
      .on('GET', '/api/me', { body: signedOut })
      .on('POST', '/api/weekly-summary/unsubscribe', { body: { subscribed: false } });
    renderApp(`/unsubscribe?token=${TOKEN}`);

    expect(await screen.findByRole('heading', { name: 'You are unsubscribed' })).toBeTruthy();
    expect(screen.getByText('You will get no more weekly summaries from Coach Logbook.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Turn it back on in your account' }).getAttribute('href')).toBe('/account');
    const sent = fakeApi().requests('POST', '/api/weekly-summary/unsubscribe');
    expect(sent).toHaveLength(1);
    expect(sent[0]?.query.get('token')).toBe(TOKEN);
  });

  it('asks nothing of the server for a link that is cut short, and says what to do', async () => {
    fakeApi().on('GET', '/api/me', { body: signedOut });
    renderApp('/unsubscribe?token=Y29hY2gtMQ.short');

    const message = await screen.findByText(INVALID_UNSUBSCRIBE_LINK);
    expect(within(message.parentElement!).getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/login');
    expect(fakeApi().requests('POST', '/api/weekly-summary/unsubscribe')).toEqual([]);
  });

  it('shows the server’s refusal of a forged link', async () => {
    fakeApi()
      .on('GET', '/api/me', { body: signedOut })
      .on('POST', '/api/weekly-summary/unsubscribe', {
        status: 400,
        body: errorBody('VALIDATION_FAILED', INVALID_UNSUBSCRIBE_LINK),
      });
    renderApp(`/unsubscribe?token=${TOKEN}`);

    expect(await screen.findByText(INVALID_UNSUBSCRIBE_LINK)).toBeTruthy();
    expect(screen.queryByText('You are unsubscribed')).toBeNull();
  });

  it('does not claim success when the server cannot be reached, and tries again', async () => {
    fakeApi().on('GET', '/api/me', { body: signedOut }).on('POST', '/api/weekly-summary/unsubscribe', 'network-error');
    const { user } = renderApp(`/unsubscribe?token=${TOKEN}`);

    expect((await screen.findByRole('alert')).textContent).toContain(
      'Coach Logbook could not be reached, so you are not unsubscribed yet.',
    );
    fakeApi().on('POST', '/api/weekly-summary/unsubscribe', { body: { subscribed: false } });
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'You are unsubscribed' })).toBeTruthy();
  });
});
