import type { Page } from '@playwright/test';
import { expect } from './fixtures';
import { E2E_BASE_URL } from './paths';

/**
 * Writes through the API as the page's signed-in coach, for a journey's starting logbook: the
 * screens under test are the ones the journey then moves through.
 */
export async function sendAsCoach(page: Page, path: string, data: unknown, method: 'POST' | 'PUT' = 'POST') {
  const response = await page.request.fetch(path, { method, headers: { origin: E2E_BASE_URL }, data });
  expect(response.status(), `${method} ${path}: ${await response.text()}`).toBeLessThan(300);
  return response.json();
}
