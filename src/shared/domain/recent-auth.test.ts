import { describe, expect, it } from 'vitest';
import { isRecentlyAuthenticated } from './recent-auth';

const now = new Date('2026-11-23T12:00:00Z');
const minutesAgo = (minutes: number) => new Date(now.getTime() - minutes * 60 * 1000);

describe('isRecentlyAuthenticated', () => {
  it('accepts a sign-in up to 15 minutes old and refuses one a millisecond older', () => {
    expect(isRecentlyAuthenticated({ createdAt: minutesAgo(0), reauthenticatedAt: null }, now)).toBe(true);
    expect(isRecentlyAuthenticated({ createdAt: minutesAgo(15), reauthenticatedAt: null }, now)).toBe(true);
    const justOver = new Date(minutesAgo(15).getTime() - 1);
    expect(isRecentlyAuthenticated({ createdAt: justOver, reauthenticatedAt: null }, now)).toBe(false);
  });

  it('counts the later of the sign-in and the last password confirmation', () => {
    expect(isRecentlyAuthenticated({ createdAt: minutesAgo(600), reauthenticatedAt: minutesAgo(14) }, now)).toBe(true);
    expect(isRecentlyAuthenticated({ createdAt: minutesAgo(600), reauthenticatedAt: minutesAgo(16) }, now)).toBe(false);
  });
});
