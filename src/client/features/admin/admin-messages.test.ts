import { describe, expect, it } from 'vitest';
import { ApiError } from '@/client/lib/api-error';
import { adminFailureMessage, requireData, roleUpdateFailureMessage } from './admin-messages';

describe('admin service texts', () => {
  it('says authentication is required when the session is gone', () => {
    const unauthenticated = new ApiError(401, 'UNAUTHENTICATED', 'Not signed in');
    expect(adminFailureMessage(unauthenticated, 'Failed to update user')).toBe('Authentication required');
    expect(roleUpdateFailureMessage(unauthenticated)).toBe('Failed to update user role: Authentication required');
  });

  it('passes on a refusal the server explains, and falls back for anything else', () => {
    const refusal = new ApiError(409, 'CONFLICT', 'This account must remain as admin');
    expect(adminFailureMessage(refusal, 'Failed to update user')).toBe('This account must remain as admin');
    expect(roleUpdateFailureMessage(refusal)).toBe('Failed to update user role: This account must remain as admin');
    expect(adminFailureMessage(new ApiError(500, 'INTERNAL', 'boom'), 'Failed to update user')).toBe(
      'Failed to update user',
    );
  });

  it('refuses an empty answer with the spec’s text', () => {
    expect(() => requireData(null)).toThrow('No data returned from server');
    expect(requireData({ users: [] })).toEqual({ users: [] });
  });
});
