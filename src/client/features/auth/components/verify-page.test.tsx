import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { coachMe, errorBody, signedOut } from '@/client/test/fake-api';
import { renderApp } from '@/client/test/render-app';
import { fakeApi } from '@/client/test/setup';
import { WRONG_PASSWORD } from './confirm-address-form';

const CONFIG = { captcha: false, trialDays: 14, supportEmail: null, communityUrl: null };
const EMAIL = 'new@example.com';

function openedLink(signIn: () => { status?: number; body?: unknown }) {
  let signedIn = false;
  return fakeApi()
    .on('GET', '/api/config', { body: CONFIG })
    .on('GET', '/api/me', () => ({ body: signedIn ? coachMe() : signedOut }))
    .on('GET', '/api/auth-links/status', { body: { type: 'signup', valid: true, reason: 'usable', email: EMAIL } })
    .on('POST', '/api/auth/sign-in/email', () => {
      const answer = signIn();
      signedIn = (answer.status ?? 200) === 200;
      return answer;
    });
}

describe('a confirmation link', () => {
  it('asks for the password chosen at sign-up, then confirms and signs in with the link', async () => {
    openedLink(() => ({ body: { user: { id: 'coach-1' } } }));
    const { user, router } = renderApp('/verify?token=the-token&type=signup');
    expect((await screen.findByLabelText<HTMLInputElement>('Email')).value).toBe(EMAIL);
    expect(fakeApi().requests('POST', '/api/auth/sign-in/email')).toHaveLength(0);
    await user.type(screen.getByLabelText('Password'), 'Secret123');
    await user.click(screen.getByRole('button', { name: 'Confirm and sign in' }));
    await waitFor(() => expect(router.state.location.pathname).not.toBe('/verify'));
    expect(fakeApi().requests('POST', '/api/auth/sign-in/email')[0]?.body).toMatchObject({
      email: EMAIL,
      password: 'Secret123',
      confirmation: 'the-token',
    });
  });

  it('says when the password is not the one the account was created with, and offers a new one', async () => {
    openedLink(() => ({ status: 401, body: errorBody('INVALID_EMAIL_OR_PASSWORD', 'Invalid email or password') }));
    const { user } = renderApp('/verify?token=the-token&type=signup');
    await user.type(await screen.findByLabelText('Password'), 'NotMine123');
    await user.click(screen.getByRole('button', { name: 'Confirm and sign in' }));
    expect((await screen.findByRole('alert')).textContent).toContain(WRONG_PASSWORD);
    expect(screen.getByRole('link', { name: 'Forgot it? Choose a new password' }).getAttribute('href')).toBe(
      '/reset-password',
    );
  });
});
