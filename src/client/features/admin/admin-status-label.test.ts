import { describe, expect, it } from 'vitest';
import { accountStatusLabel } from './admin-status-label';

describe('accountStatusLabel', () => {
  it('shows admins and free accounts as needing no payment, never as on trial', () => {
    expect(accountStatusLabel({ role: 'admin', freeAccount: false, subscriptionStatus: 'trial' })?.[0]).toBe(
      'Admin — no payment needed',
    );
    expect(accountStatusLabel({ role: 'user', freeAccount: true, subscriptionStatus: 'trial' })?.[0]).toBe(
      'Free account — no payment needed',
    );
  });

  it('shows a paying coach’s status', () => {
    expect(accountStatusLabel({ role: 'user', freeAccount: false, subscriptionStatus: 'trialing' })?.[0]).toBe('Trial');
    expect(accountStatusLabel({ role: 'user', freeAccount: false, subscriptionStatus: 'past_due' })?.[0]).toBe(
      'Past due',
    );
    expect(accountStatusLabel({ role: 'user', freeAccount: false, subscriptionStatus: null })).toBeNull();
  });
});
