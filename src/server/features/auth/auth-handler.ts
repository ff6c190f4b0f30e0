import type { Context } from 'hono';
import type { ErrorBody } from '@/shared/errors';
import type { AppEnv } from '../../app-env';
import { CLIENT_IP_HEADER, type Auth } from './better-auth';
import { authEventOf, logAuthEvent, userBeforeAuthRequest } from './auth-events';
import { UNKNOWN_AUTH_PATH, authPathRewriter } from './auth-paths';

const AUTH_BASE = '/api/auth';

/** The spec's texts for a 429: the reset screen has its own, every other form the general one. */
const RATE_LIMIT_MESSAGES: Record<string, string> = {
  '/request-password-reset': 'For security purposes, please wait a minute before requesting another reset email.',
};
const RATE_LIMIT_MESSAGE = 'For security purposes, please wait a minute before trying again.';

/**
 * Hands /api/auth/* to Better Auth with the socket address in the private header its rate
 * limiter reads (overwriting whatever the client sent), and a path it does not serve under one
 * path (auth-paths.ts); logs the auth event, and rewrites error answers into the one error shape
 * the rest of the API uses.
 */
export function authHandler(auth: Auth) {
  const rewrite = authPathRewriter(auth, AUTH_BASE);
  return async (c: Context<AppEnv>) => {
    const headers = new Headers(c.req.raw.headers);
    headers.set(CLIENT_IP_HEADER, c.get('clientIp'));
    const hasBody = c.req.method !== 'GET' && c.req.method !== 'HEAD';
    const url = rewrite(c.req.url);
    const request = new Request(url, {
      method: c.req.method,
      headers,
      body: hasBody ? await c.req.raw.arrayBuffer() : undefined,
    });
    const authPath = url === c.req.url ? c.req.path.slice(AUTH_BASE.length) : UNKNOWN_AUTH_PATH;
    const event = await authEventOf(authPath, request);
    const userId = event ? await userBeforeAuthRequest(auth, authPath, request) : undefined;
    const answer = await auth.handler(request);
    const response = answer.status < 400 ? await withoutSessionToken(answer) : await toErrorShape(answer, authPath);
    if (event) {
      // Redirects (a link's callback) succeed too; only an error answer has our error body.
      const code = response.status < 400 ? undefined : ((await response.clone().json()) as ErrorBody).error.code;
      await logAuthEvent(c.get('logger'), auth, event, { response, userId, ip: c.get('clientIp'), code });
    }
    return authPath === SIGN_UP && response.status === 200 ? sameForEveryAddress(response) : response;
  };
}

/**
 * The session token reaches the browser only in its HTTP-only cookie (ASVS 3.3.4): Better Auth also
 * puts it in the JSON of sign-up, sign-in, the second-factor check and get-session, where script
 * could read it. The app never uses it there.
 */
async function withoutSessionToken(response: Response) {
  if (response.status !== 200 || !response.headers.get('content-type')?.includes('application/json')) return response;
  const body = (await response.clone().json()) as Record<string, unknown> | null;
  if (!body || typeof body !== 'object') return response;
  const { token, ...answer } = body;
  const session = answer.session as Record<string, unknown> | null | undefined;
  if (token === undefined && !session?.token) return response;
  if (session) answer.session = { ...session, token: undefined };
  const headers = new Headers(response.headers);
  headers.delete('content-length');
  return new Response(JSON.stringify(answer), { status: response.status, headers });
}

const SIGN_UP = '/sign-up/email';

/**
 * A sign-up answers the same whether the address is new, waiting for confirmation or taken (ASVS
 * 6.3.7): Better Auth's answer for a taken address is a made-up user with some fields missing,
 * which told them apart. The sign-up page reads nothing from it.
 */
function sameForEveryAddress(response: Response) {
  const headers = new Headers(response.headers);
  headers.set('content-type', 'application/json');
  headers.delete('content-length');
  return new Response(JSON.stringify({ status: true }), { status: 200, headers });
}

async function toErrorShape(response: Response, authPath: string) {
  const text = await response.text();
  let parsed: { code?: string; message?: string } = {};
  try {
    parsed = text ? (JSON.parse(text) as typeof parsed) : {};
  } catch {
    parsed = { message: text };
  }
  // A locked account says how its owner gets in; every other 429 gets the spec's text.
  const limited = response.status === 429 && parsed.code !== 'ACCOUNT_LOCKED';
  const code = limited ? 'RATE_LIMITED' : (parsed.code ?? (response.status === 404 ? 'NOT_FOUND' : 'BAD_REQUEST'));
  const message = limited
    ? (RATE_LIMIT_MESSAGES[authPath] ?? RATE_LIMIT_MESSAGE)
    : parsed.message || response.statusText || 'Authentication failed';
  const body: ErrorBody = { error: { code: code as ErrorBody['error']['code'], message } };
  const headers = new Headers(response.headers);
  headers.set('content-type', 'application/json');
  headers.delete('content-length');
  return new Response(JSON.stringify(body), { status: response.status, headers });
}
