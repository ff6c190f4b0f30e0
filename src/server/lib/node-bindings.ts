import type { HttpBindings } from '@hono/node-server';
import type { Context } from 'hono';

/**
 * Node's own request and response, which @hono/node-server hands each request it serves over a
 * socket; none under `app.request()` in tests. Reading and writing headers there skips the
 * `Headers` objects that asking the Request or the answer would build (docs/performance.md).
 */
export const nodeBindings = (c: Context): Partial<HttpBindings> => (c.env as Partial<HttpBindings> | undefined) ?? {};
