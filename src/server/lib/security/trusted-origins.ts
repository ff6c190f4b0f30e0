import type { Env } from '../../env';

/** The Vite dev server, which proxies the API while the client is developed. */
const DEV_ORIGINS = ['http://localhost:5173', 'http://127.0.0.1:5173'];

/** Origins allowed to make state-changing calls: APP_URL, and the dev server outside production. */
export function trustedOrigins(env: Env): string[] {
  return env.NODE_ENV === 'production' ? [env.appUrl] : [env.appUrl, ...DEV_ORIGINS];
}
