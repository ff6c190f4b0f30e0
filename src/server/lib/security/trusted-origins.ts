import { isLoopbackHost } from '../../env-connections';
import type { Env } from '../../env';

const LOOPBACK_NAMES = ['localhost', '127.0.0.1', '[::1]'];

/**
 * An origin with its loopback aliases: http://localhost:3000 is also http://127.0.0.1:3000 and
 * http://[::1]:3000, the same server on this machine (issue 21: a newcomer opening the address by
 * number could not sign in). Any other origin stands alone.
 */
function withLoopbackAliases(origin: string): string[] {
  const url = new URL(origin);
  if (!isLoopbackHost(url.hostname)) return [url.origin];
  const aliases = LOOPBACK_NAMES.map((name) => {
    const alias = new URL(url.origin);
    alias.hostname = name;
    return alias.origin;
  });
  return [url.origin, ...aliases];
}

/**
 * Origins allowed to make state-changing calls: APP_URL, and the Vite dev server only when
 * `npm run dev` names it (DEV_SERVER_URL), never because NODE_ENV happens to say development.
 */
export function trustedOrigins(env: Env): string[] {
  const origins = [env.appUrl, ...(env.DEV_SERVER_URL ? [env.DEV_SERVER_URL] : [])];
  return [...new Set(origins.flatMap(withLoopbackAliases))];
}
