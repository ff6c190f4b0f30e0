import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { coachMe, errorBody, signedOut } from '@/client/test/fake-api';
import { renderApp } from '@/client/test/render-app';
import { fakeApi } from '@/client/test/setup';
import { ACCOUNT_CREATED_MESSAGE } from './signup-page';
import { RESET_LINK_SENT } from './reset/request-reset-form';
import { UNLOCK_NOTE } from './login-page';

const CONFIG = { captcha: false, trialDays: 14, supportEmail: null, communityUrl: null };

function signedOutVisitor() {
  return fakeApi().on('GET', '/api/me', { body: signedOut }).on('GET', '/api/config', { body: CONFIG });
}

describe('sign-in', () => {
  it('says what is wrong with what was typed, and sends nothing', async () => {
    signedOutVisitor();
    const { user } = renderApp('/login');
    await user.type(await screen.findByLabelText('Email'), 'not-an-address');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Please enter a valid email address');
    expect(fakeApi().requests('POST', '/api/auth/sign-in/email')).toHaveLength(0);
  });

  it('sends the address and password, then opens the dashboard', async () => {
    let signedIn = false;
    signedOutVisitor()
      .on('GET', '/api/me', () => ({ body: signedIn ? coachMe() : signedOut }))
      .on('POST', '/api/auth/sign-in/email', () => {
        signedIn = true;
        return { body: { user: { id: 'coach-1' } } };
      });
    const { user, router } = renderApp('/login');
    await user.type(await screen.findByLabelText('Email'), 'coach@example.com');
    await user.type(screen.getByLabelText('Password'), 'Secret123');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(fakeApi().requests('POST', '/api/auth/sign-in/email')[0]?.body).toMatchObject({
      email: 'coach@example.com',
      password: 'Secret123',
    });
  });

  it('sends the token of an e-mailed sign-in link with the password, saying what the link is for', async () => {
    signedOutVisitor().on('POST', '/api/auth/sign-in/email', { body: { user: { id: 'coach-1' } } });
    const { user } = renderApp('/login?unlock=the-token');
    await screen.findByText(UNLOCK_NOTE);
    await user.type(screen.getByLabelText('Email'), 'coach@example.com');
    await user.type(screen.getByLabelText('Password'), 'Secret123');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(fakeApi().requests('POST', '/api/auth/sign-in/email')).toHaveLength(1));
    expect(fakeApi().requests('POST', '/api/auth/sign-in/email')[0]?.body).toMatchObject({ unlock: 'the-token' });
  });

  it("shows the spec's words for a refused password", async () => {
    signedOutVisitor().on('POST', '/api/auth/sign-in/email', {
      status: 401,
      body: errorBody('INVALID_EMAIL_OR_PASSWORD', 'Invalid email or password'),
    });
    const { user } = renderApp('/login');
    await user.type(await screen.findByLabelText('Email'), 'coach@example.com');
    await user.type(screen.getByLabelText('Password'), 'wrong-password');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect((await screen.findByRole('alert')).textContent).toBe('The email or password you entered is incorrect');
  });
});

describe('sign-up', () => {
  async function fill(user: ReturnType<typeof renderApp>['user'], password: string, confirm = password) {
    await user.type(await screen.findByLabelText('Email'), 'new@example.com');
    await user.type(screen.getByLabelText('Password'), password);
    await user.type(screen.getByLabelText('Confirm Password'), confirm);
  }

  it('says the passwords differ and the terms are not accepted, and sends nothing', async () => {
    signedOutVisitor();
    const { user } = renderApp('/signup');
    await fill(user, 'Secret123', 'Secret124');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    await screen.findByText('You must accept the Terms of Service and Privacy Policy');
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    await screen.findByText('Passwords do not match');
    expect(fakeApi().requests('POST', '/api/auth/sign-up/email')).toHaveLength(0);
  });

  it('sends the account, then asks to confirm the address on the sign-in page', async () => {
    signedOutVisitor().on('POST', '/api/auth/sign-up/email', { body: { user: { id: 'new' } } });
    const { user, router } = renderApp('/signup');
    await fill(user, 'Secret123');
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    await screen.findByText(ACCOUNT_CREATED_MESSAGE);
    expect(router.state.location.pathname).toBe('/login');
    expect(fakeApi().requests('POST', '/api/auth/sign-up/email')[0]?.body).toMatchObject({
      email: 'new@example.com',
      password: 'Secret123',
      termsAccepted: true,
    });
  });

  it('says when the address already has an account', async () => {
    signedOutVisitor().on('POST', '/api/auth/sign-up/email', {
      status: 422,
      body: errorBody('USER_ALREADY_EXISTS' as never, 'User already exists'),
    });
    const { user } = renderApp('/signup');
    await fill(user, 'Secret123');
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'An account with this email already exists. Please sign in instead.',
    );
  });
});

describe('password reset request', () => {
  it('checks the address, sends it, and says a link is on its way', async () => {
    signedOutVisitor().on('POST', '/api/auth/request-password-reset', { body: { status: true } });
    const { user } = renderApp('/reset-password');
    await user.type(await screen.findByLabelText('Email'), 'nope');
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    await screen.findByText('Please enter a valid email address');
    expect(fakeApi().requests('POST', '/api/auth/request-password-reset')).toHaveLength(0);

    await user.clear(screen.getByLabelText('Email'));
    await user.type(screen.getByLabelText('Email'), 'coach@example.com');
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    await screen.findByRole('status', { name: '' });
    expect(screen.getAllByText(RESET_LINK_SENT).length).toBeGreaterThan(0);
    expect(fakeApi().requests('POST', '/api/auth/request-password-reset')[0]?.body).toMatchObject({
      email: 'coach@example.com',
    });
  });

  it("shows the server's refusal", async () => {
    signedOutVisitor().on('POST', '/api/auth/request-password-reset', {
      status: 429,
      body: errorBody('RATE_LIMITED' as never, 'Too many requests. Please try again later.'),
    });
    const { user } = renderApp('/reset-password');
    await user.type(await screen.findByLabelText('Email'), 'coach@example.com');
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    await screen.findByText('Too many requests. Please try again later.');
  });
});
