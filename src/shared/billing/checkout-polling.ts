/** After checkout the status is polled (spec section 4, "After checkout"). */
export const CHECKOUT_POLL = { attempts: 10, firstDelayMs: 2000, factor: 1.5, maxDelayMs: 10_000 } as const;

/** A checkout started less than an hour ago still counts as pending. */
export const CHECKOUT_PENDING_MS = 60 * 60 * 1000;

/** Delay before poll number `attempt` (0-based): 2 s, growing 1.5 times, at most 10 s. */
export function checkoutPollDelay(attempt: number) {
  return Math.min(CHECKOUT_POLL.maxDelayMs, CHECKOUT_POLL.firstDelayMs * CHECKOUT_POLL.factor ** attempt);
}

export function isCheckoutPending(startedAt: Date, now: Date) {
  const age = now.getTime() - startedAt.getTime();
  return age >= 0 && age < CHECKOUT_PENDING_MS;
}
