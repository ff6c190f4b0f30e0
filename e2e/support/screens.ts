import { test, type Page } from '@playwright/test';

/** Keeps a full-page screenshot of a screen in the test report. */
export async function keepScreenshot(page: Page, name: string) {
  await test.info().attach(name, { body: await page.screenshot({ fullPage: true }), contentType: 'image/png' });
}
