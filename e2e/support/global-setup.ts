import { request } from '@playwright/test';
import { createAdmin } from './admin';
import { E2E_ADMIN_EMAIL, E2E_BASE_URL, E2E_SUPPORT_ADMIN_EMAIL } from './paths';

/** Runs once, after the web server is up and before any worker: the run's admin accounts. */
export default async function globalSetup() {
  for (const email of [E2E_ADMIN_EMAIL, E2E_SUPPORT_ADMIN_EMAIL]) {
    const context = await request.newContext({ baseURL: E2E_BASE_URL });
    try {
      await createAdmin(context, email);
    } finally {
      await context.dispose();
    }
  }
}
