import type { MiddlewareHandler } from 'hono';
import { MAX_USER_AGENT_LENGTH } from '@/shared/domain/device-name';
import type { AppEnv } from '../../app-env';
import { nodeBindings } from '../node-bindings';

/**
 * Cuts the User-Agent header to MAX_USER_AGENT_LENGTH before any route or Better Auth reads it,
 * so a session never stores (and the sessions page never parses) a 100 KB one.
 */
export const limitUserAgent: MiddlewareHandler<AppEnv> = (c, next) => {
  // Read as Node received it where there is a socket: asking the Request would build a Headers
  // object of every header on each API call, for the one that is almost never too long.
  const received = nodeBindings(c).incoming?.headers;
  const userAgent = received ? received['user-agent'] : c.req.header('user-agent');
  if (userAgent && userAgent.length > MAX_USER_AGENT_LENGTH) {
    const headers = new Headers(c.req.raw.headers);
    headers.set('user-agent', userAgent.slice(0, MAX_USER_AGENT_LENGTH));
    c.req.raw = new Request(c.req.raw, { headers, duplex: 'half' } as RequestInit);
  }
  return next();
};
