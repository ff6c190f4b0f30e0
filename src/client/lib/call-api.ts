import type { ClientResponse } from 'hono/client';
import { sendJson } from './api-error';

type SuccessBody<R> =
  R extends ClientResponse<infer Body, infer Status, string> ? (Status extends 200 | 201 ? Body : never) : never;

/** Calls a typed RPC endpoint and returns its success body, or throws an ApiError. */
export function callApi<R extends ClientResponse<unknown, number, string>>(send: () => Promise<R>) {
  return sendJson<SuccessBody<R>>(() => send() as unknown as Promise<Response>);
}
