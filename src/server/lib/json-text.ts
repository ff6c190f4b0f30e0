import type { Context, TypedResponse } from 'hono';
import type { JSONParsed } from 'hono/utils/types';

/**
 * A 200 answer of JSON text serialized earlier from a `T` (a kept copy, so that it is not
 * serialized again on every request), with the type `c.json<T>` gives, for the typed client.
 */
export const jsonText = <T>(c: Context, text: string) =>
  c.newResponse(text, 200, { 'Content-Type': 'application/json' }) as Response &
    TypedResponse<JSONParsed<T>, 200, 'json'>;
