import { test, type Page } from '@playwright/test';

/**
 * Keeps a full-page screenshot of a screen in the test report, for people to look at. CI runs
 * skip it (nobody opens those reports, and full-page captures cost a minute of the run) unless
 * E2E_SCREENSHOTS=1 asks for them.
 */
const wanted = !process.env.CI || process.env.E2E_SCREENSHOTS === '1';

export async function keepScreenshot(page: Page, name: string) {
  if (!wanted) return;
  await test.info().attach(name, { body: await page.screenshot({ fullPage: true }), contentType: 'image/png' });
}
