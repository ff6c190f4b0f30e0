import type { MeResponse } from '@/shared/schemas/me';

/** One request the app sent, as the server would read it. */
export interface SentRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
}

type Answer = { status?: number; body?: unknown } | 'network-error';
type Handler = (request: SentRequest, params: Record<string, string>) => Answer | Promise<Answer>;

interface Route {
  method: string;
  pattern: string;
  handler: Handler;
}

const json = (status: number, body: unknown) =>
  new Response(status === 204 ? null : JSON.stringify(body ?? {}), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });

function matchPath(pattern: string, path: string): Record<string, string> | null {
  const want = pattern.split('/');
  const got = path.split('/');
  if (want.length !== got.length) return null;
  const params: Record<string, string> = {};
  for (const [index, part] of want.entries()) {
    if (part.startsWith(':')) params[part.slice(1)] = decodeURIComponent(got[index]!);
    else if (part !== got[index]) return null;
  }
  return params;
}

async function readBody(init: RequestInit | undefined): Promise<unknown> {
  const body = init?.body;
  if (body === undefined || body === null) return undefined;
  if (typeof body === 'string') {
    try {
      return JSON.parse(body) as unknown;
    } catch {
      return body;
    }
  }
  if (body instanceof FormData) return Object.fromEntries(body.entries());
  return body;
}

/**
 * Our API, faked at the HTTP level: the app's real code (the typed client, `fetch`, the error
 * handling) runs unchanged, and each test says what the server answers and reads what was sent.
 * A request nobody answers gets a 404, and is listed in `unanswered`.
 */
export class FakeApi {
  readonly sent: SentRequest[] = [];
  readonly unanswered: string[] = [];
  private routes: Route[] = [];

  /** Answers `method path` (`:name` matches a segment); the latest handler for a route wins. */
  on(method: string, pattern: string, answer: Answer | Handler) {
    const handler = typeof answer === 'function' ? answer : () => answer;
    this.routes.unshift({ method, pattern, handler });
    return this;
  }

  /** What was sent to `method path`, oldest first. */
  requests(method: string, path: string) {
    return this.sent.filter((request) => request.method === method && matchPath(path, request.path));
  }

  readonly fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const url = new URL(input instanceof Request ? input.url : String(input), 'http://localhost');
    const method = (init?.method ?? (input instanceof Request ? input.method : 'GET')).toUpperCase();
    const request: SentRequest = { method, path: url.pathname, query: url.searchParams, body: await readBody(init) };
    this.sent.push(request);
    for (const route of this.routes) {
      const params = route.method === method ? matchPath(route.pattern, url.pathname) : null;
      if (!params) continue;
      const answer = await route.handler(request, params);
      // What fetch does when no answer comes back.
      if (answer === 'network-error') throw new TypeError('Failed to fetch');
      return json(answer.status ?? 200, answer.body);
    }
    this.unanswered.push(`${method} ${url.pathname}`);
    return json(404, { error: { code: 'NOT_FOUND', message: 'Not found' } });
  };
}

export const errorBody = (code: string, message: string, issues: { path: string; message: string }[] = []) => ({
  error: { code, message, issues },
});

export const signedOut: MeResponse = { user: null, access: null };

export function coachMe(overrides: { isAdmin?: boolean; hasSubscription?: boolean; twoFactor?: boolean } = {}) {
  const isAdmin = overrides.isAdmin ?? false;
  return {
    user: {
      id: 'coach-1',
      email: 'coach@example.com',
      role: isAdmin ? 'admin' : 'user',
      twoFactorEnabled: overrides.twoFactor ?? false,
      createdAt: '2026-01-01T00:00:00.000Z',
    },
    access: {
      hasSubscription: overrides.hasSubscription ?? true,
      isAdmin,
      subscriptionStatus: overrides.hasSubscription === false ? 'canceled' : 'trial',
      subscriptionEndDate: null,
      daysRemaining: 10,
    },
  } satisfies MeResponse;
}

/**
 * XMLHttpRequest (the import's upload, the one browser API that reports its progress) through the
 * same fake server: the request is answered as `fetch` would be.
 */
export function fakeXmlHttpRequest(server: () => FakeApi) {
  return class {
    status = 0;
    responseText = '';
    withCredentials = false;
    upload: { onprogress: ((event: ProgressEvent) => void) | null; onload: (() => void) | null } = {
      onprogress: null,
      onload: null,
    };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    private method = 'GET';
    private url = '';

    open(method: string, url: string) {
      this.method = method;
      this.url = url;
    }

    send(body?: XMLHttpRequestBodyInit | null) {
      server()
        .fetch(this.url, { method: this.method, body: body ?? null })
        .then(
          async (response) => {
            this.upload.onload?.();
            this.status = response.status;
            this.responseText = await response.text();
            this.onload?.();
          },
          () => this.onerror?.(),
        );
    }
  };
}
