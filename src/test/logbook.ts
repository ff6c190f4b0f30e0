import { expect } from 'vitest';
import { call } from './http';
import type { TestApp } from './build-app';

/** Creates a client through the API, as the coach with this cookie. */
export async function addClient(t: TestApp, cookie: string, body: Record<string, unknown>) {
  const response = await call(t, 'POST', '/api/clients', { cookie, body });
  expect(response.status, await response.clone().text()).toBe(201);
  return ((await response.json()) as { client: { id: string; name: string } }).client;
}

/**
 * A record's body with its dates kept, as the coach keeps them after 'Did you mean …?': seeds
 * write years of history, which the date rule questions (ADR 039).
 */
export function kept<Body extends Record<string, unknown>>(body: Body) {
  const dates = [body.date, body.startDate, body.endDate].filter((date) => typeof date === 'string' && date !== '');
  return { ...body, confirmedDates: dates };
}

/** Logs a coaching session through the API, as the coach with this cookie, its date kept. */
export async function addSession(t: TestApp, cookie: string, body: Record<string, unknown>) {
  const response = await call(t, 'POST', '/api/coaching-sessions', { cookie, body: kept(body) });
  expect(response.status, await response.clone().text()).toBe(201);
  return ((await response.json()) as { session: { id: string; clientName: string } }).session;
}
