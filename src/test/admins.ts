import { expect } from 'vitest';
import type { TestApp } from './build-app';
import { createCoach } from './coaches';
import { call } from './http';

/** The address the admin tests list in ADMIN_EMAILS. */
export const ADMIN_EMAIL = 'head.admin@example.com';

/** The ADMIN_EMAILS admin, verified and signed in. */
export const createAdmin = (t: TestApp) => createCoach(t, ADMIN_EMAIL);

/** Calls an admin endpoint that must succeed and returns its JSON. */
export async function adminCall<T = Record<string, unknown>>(
  t: TestApp,
  cookie: string,
  method: string,
  path: string,
  body?: unknown,
): Promise<T> {
  const response = await call(t, method, path, { cookie, body });
  expect(response.status, `${method} ${path}: ${await response.clone().text()}`).toBeLessThan(300);
  return response.status === 204 ? (undefined as T) : ((await response.json()) as T);
}
