import { hc } from 'hono/client';
import type { AppType } from '@/server/app';

/** The typed RPC client of our API (same origin, cookies sent by the browser). */
export const api = hc<AppType>('/api', { init: { credentials: 'same-origin' } });
