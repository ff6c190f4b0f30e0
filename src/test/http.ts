import { TEST_ORIGIN, type TestApp } from './build-app';

let addressCounter = 0;

/** A distinct client address per call, so rate limits apply only where a test wants them to. */
export function nextClientAddress() {
  addressCounter += 1;
  return `10.${(addressCounter >> 16) & 255}.${(addressCounter >> 8) & 255}.${addressCounter & 255}`;
}

export interface CallOptions {
  cookie?: string;
  body?: unknown;
  /** Raw body, sent as is (for malformed JSON and size tests). */
  rawBody?: string;
  headers?: Record<string, string>;
  clientAddress?: string;
}

/** An answer whose JSON the test reads freely: the assertions themselves check its shape. */
export interface TestResponse extends Response {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests assert the shape they read
  json(): Promise<any>;
}

/** A request as a browser on our origin makes it: Origin set, JSON body, session cookie. */
export function call(t: TestApp, method: string, path: string, options: CallOptions = {}): Promise<TestResponse> {
  const headers: Record<string, string> = { origin: TEST_ORIGIN, ...options.headers };
  if (options.cookie) headers.cookie = options.cookie;
  let body: string | undefined = options.rawBody;
  if (options.body !== undefined) body = JSON.stringify(options.body);
  if (body !== undefined) headers['content-type'] ??= 'application/json';
  const incoming = {
    socket: { remoteAddress: options.clientAddress ?? '127.0.0.1', remotePort: 40000, remoteFamily: 'IPv4' },
  };
  return t.app.request(`${TEST_ORIGIN}${path}`, { method, headers, body }, { incoming }) as Promise<TestResponse>;
}

export function sessionCookieFrom(response: Response) {
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0]!)
    .filter((pair) => !pair.endsWith('='))
    .join('; ');
}
