import type { Page } from '@playwright/test';
import { expect } from './fixtures';
import { E2E_BASE_URL } from './paths';

/**
 * A record's date kept as typed: a starting logbook holds years of history, which the date rule
 * questions (ADR 039). The journeys that test the question type their dates into the forms.
 */
export function kept(data: unknown) {
  if (typeof data !== 'object' || data === null || !('date' in data) || typeof data.date !== 'string') return data;
  return { confirmedDates: [data.date], ...data };
}

/**
 * Writes through the API as the page's signed-in coach, for a journey's starting logbook: the
 * screens under test are the ones the journey then moves through.
 */
export async function sendAsCoach(page: Page, path: string, data: unknown, method: 'POST' | 'PUT' = 'POST') {
  const response = await page.request.fetch(path, {
    method,
    headers: { origin: E2E_BASE_URL },
    data: kept(data),
  });
  expect(response.status(), `${method} ${path}: ${await response.text()}`).toBeLessThan(300);
  return response.json();
}
