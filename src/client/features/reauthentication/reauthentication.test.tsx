import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { errorBody } from '@/client/test/fake-api';
import { fakeLogbook } from '@/client/test/fake-logbook';
import { renderApp } from '@/client/test/render-app';
import { fakeApi } from '@/client/test/setup';
import { findDialog } from '@/client/test/dialogs';

const device = (id: string, name: string, current: boolean) => ({
  id,
  current,
  device: name,
  ipAddress: null,
  signedInAt: '2026-03-01T09:00:00.000Z',
  lastActiveAt: '2026-03-01T09:00:00.000Z',
});

describe('the re-authentication prompt', () => {
  it('asks for the password when the server wants it, then sends the action again, once', async () => {
    fakeLogbook(fakeApi());
    let confirmed = false;
    fakeApi()
      .on('GET', '/api/account/sessions', {
        body: { sessions: [device('here', 'Firefox on Linux', true), device('phone', 'Safari on iPhone', false)] },
      })
      .on('DELETE', '/api/account/sessions/:id', () =>
        confirmed
          ? { body: { success: true } }
          : { status: 403, body: errorBody('REAUTH_REQUIRED', 'Please enter your password again') },
      )
      .on('POST', '/api/reauthenticate', (request) => {
        if ((request.body as { password: string }).password !== 'Secret123') {
          const message = 'Incorrect password. Please try again.';
          return { status: 400, body: errorBody('VALIDATION_FAILED', message, [{ path: 'password', message }]) };
        }
        confirmed = true;
        return { body: { confirmed: true } };
      });
    const { user } = renderApp('/account');
    await user.click(await screen.findByRole('button', { name: /^Sign out Safari on iPhone/ }));

    const dialog = await findDialog('Confirm your password');
    await user.type(within(dialog).getByLabelText('Enter your password to continue'), 'wrong');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await within(dialog).findByText('Incorrect password. Please try again.');
    expect(fakeApi().requests('DELETE', '/api/account/sessions/:id')).toHaveLength(1);

    await user.clear(within(dialog).getByLabelText('Enter your password to continue'));
    await user.type(within(dialog).getByLabelText('Enter your password to continue'), 'Secret123');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(fakeApi().requests('DELETE', '/api/account/sessions/:id')).toHaveLength(2));
    expect(fakeApi().requests('DELETE', '/api/account/sessions/phone')).toHaveLength(2);
  });

  it('cancelled, leaves the action undone and sends nothing more', async () => {
    fakeLogbook(fakeApi());
    fakeApi()
      .on('GET', '/api/account/sessions', {
        body: { sessions: [device('here', 'Firefox on Linux', true), device('phone', 'Safari on iPhone', false)] },
      })
      .on('DELETE', '/api/account/sessions/:id', {
        status: 403,
        body: errorBody('REAUTH_REQUIRED', 'Please enter your password again'),
      });
    const { user } = renderApp('/account');
    await user.click(await screen.findByRole('button', { name: /^Sign out Safari on iPhone/ }));
    const dialog = await findDialog('Confirm your password');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(fakeApi().requests('DELETE', '/api/account/sessions/:id')).toHaveLength(1);
    expect(fakeApi().requests('POST', '/api/reauthenticate')).toHaveLength(0);
  });
});
