import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { coachMe, signedOut } from '@/client/test/fake-api';
import { renderApp } from '@/client/test/render-app';
import { fakeApi } from '@/client/test/setup';

describe('route guards', () => {
  it('public pages open for anyone', async () => {
    fakeApi().on('GET', '/api/me', { body: signedOut });
    renderApp('/login');
    await screen.findByText('Sign in to Coach Logbook');
  });

  it('a signed-in page sends a signed-out visitor to sign in', async () => {
    fakeApi().on('GET', '/api/me', { body: signedOut });
    const { router } = renderApp('/clients');
    await screen.findByText('Sign in to Coach Logbook');
    expect(router.state.location.pathname).toBe('/login');
  });

  it('a subscription page sends a coach without a plan to the plans', async () => {
    fakeApi().on('GET', '/api/me', { body: coachMe({ hasSubscription: false }) });
    const { router } = renderApp('/dashboard');
    await waitFor(() => expect(router.state.location.pathname).toBe('/subscription/plans'));
    await screen.findByRole('heading', { name: 'Subscription plans' });
  });

  it('a subscription page opens for a coach on a trial', async () => {
    fakeApi().on('GET', '/api/me', { body: coachMe() });
    renderApp('/dashboard');
    await screen.findByRole('heading', { name: 'Coaching Dashboard' });
  });

  it('an admin page keeps a coach out, and says so', async () => {
    fakeApi().on('GET', '/api/me', { body: coachMe() });
    const { router } = renderApp('/admin');
    await screen.findByText("You don't have permission to access this page.");
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('an admin without two-factor is shown how to turn it on, not the admin screens', async () => {
    fakeApi().on('GET', '/api/me', { body: coachMe({ isAdmin: true }) });
    renderApp('/admin');
    await screen.findByText('Turn on two-factor authentication');
    expect(fakeApi().requests('GET', '/api/admin/overview')).toHaveLength(0);
  });

  it('an admin with two-factor reaches the admin screens', async () => {
    fakeApi()
      .on('GET', '/api/me', { body: coachMe({ isAdmin: true, twoFactor: true }) })
      .on('GET', '/api/admin/overview', {
        body: {
          users: 3,
          onTrial: 1,
          activeSubscriptions: 1,
          freeAccounts: 1,
          monthlyRecurringRevenueMinor: 999,
          currency: 'GBP',
          signUps: [],
        },
      });
    renderApp('/admin');
    await screen.findByText('Coaches on trial');
    expect(screen.queryByText('Turn on two-factor authentication')).toBeNull();
    await waitFor(() => expect(fakeApi().requests('GET', '/api/admin/overview')).toHaveLength(1));
  });
});
