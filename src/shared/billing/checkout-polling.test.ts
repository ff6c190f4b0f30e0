import { describe, expect, it } from 'vitest';
import { checkoutPollDelay, isCheckoutPending } from './checkout-polling';

describe('checkout polling', () => {
  it('waits 2 s, then 1.5 times longer each time, never more than 10 s', () => {
    expect(Array.from({ length: 10 }, (_, attempt) => checkoutPollDelay(attempt))).toEqual([
      2000, 3000, 4500, 6750, 10_000, 10_000, 10_000, 10_000, 10_000, 10_000,
    ]);
  });

  it('counts a checkout under an hour old as pending', () => {
    const now = new Date('2026-05-01T12:00:00Z');
    expect(isCheckoutPending(new Date('2026-05-01T11:00:01Z'), now)).toBe(true);
    expect(isCheckoutPending(new Date('2026-05-01T11:00:00Z'), now)).toBe(false);
    expect(isCheckoutPending(new Date('2026-05-01T12:05:00Z'), now)).toBe(false);
  });
});
