import { z } from 'zod';

/** One browser or device signed in to the account, as the account page lists it. */
export interface AccountSession {
  id: string;
  /** The browser asking: it signs out with 'Sign out', not from this list. */
  current: boolean;
  /** 'Chrome on Windows', from the browser's user agent. */
  device: string;
  ipAddress: string | null;
  signedInAt: string;
  /** Refreshed at most hourly (ADR 017), so 'within the hour' of the last use. */
  lastActiveAt: string;
}

export const accountSessionParamSchema = z.object({ id: z.string().trim().min(1).max(128) });

export const SESSION_NOT_FOUND_MESSAGE = 'That device is no longer signed in.';
export const CURRENT_SESSION_MESSAGE = 'This is the device you are using now. Use Sign out to end it.';
