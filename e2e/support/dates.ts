import type { Locator, Page } from '@playwright/test';

/** Types a date into a filter's date field and applies it, as Enter does: a half-typed year is never applied. */
export async function applyDate(scope: Page | Locator, label: 'From' | 'To', date: string) {
  const field = scope.getByLabel(label, { exact: true });
  await field.fill(date);
  await field.press('Enter');
}
