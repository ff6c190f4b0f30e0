/** At most `max` attempts in any `window` seconds. */
export interface RateLimitRule {
  window: number;
  max: number;
}
