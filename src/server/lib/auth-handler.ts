import type { Context } from 'hono';
import type { ErrorBody } from '@/shared/errors';
import type { AppEnv } from '../app-env';
import { CLIENT_IP_HEADER, type Auth } from './auth';

/**
 * Hands /api/auth/* to Better Auth with the socket address in the private header its rate
 * limiter reads (overwriting whatever the client sent), and rewrites its error answers into the
 * one error shape the rest of the API uses.
 */
export function authHandler(auth: Auth) {
  return async (c: Context<AppEnv>) => {
    const headers = new Headers(c.req.raw.headers);
    headers.set(CLIENT_IP_HEADER, c.var.clientIp);
    const hasBody = c.req.method !== 'GET' && c.req.method !== 'HEAD';
    const request = new Request(c.req.url, {
      method: c.req.method,
      headers,
      body: hasBody ? await c.req.raw.arrayBuffer() : undefined,
    });
    const response = await auth.handler(request);
    if (response.status < 400) return response;
    return toErrorShape(response, c.var.logger);
  };
}

async function toErrorShape(response: Response, logger: AppEnv['Variables']['logger']) {
  const text = await response.text();
  let parsed: { code?: string; message?: string } = {};
  try {
    parsed = text ? (JSON.parse(text) as typeof parsed) : {};
  } catch {
    parsed = { message: text };
  }
  const code =
    response.status === 429 ? 'RATE_LIMITED' : (parsed.code ?? (response.status === 404 ? 'NOT_FOUND' : 'BAD_REQUEST'));
  const message =
    response.status === 429
      ? 'For security purposes, please wait a minute before trying again.'
      : parsed.message || response.statusText || 'Authentication failed';
  logger.info({ status: response.status, code }, 'auth request refused');
  const body: ErrorBody = { error: { code: code as ErrorBody['error']['code'], message } };
  const headers = new Headers(response.headers);
  headers.set('content-type', 'application/json');
  headers.delete('content-length');
  return new Response(JSON.stringify(body), { status: response.status, headers });
}
