import fs from 'node:fs/promises';
import { test, type Page } from '@playwright/test';

/** Keeps a full-page screenshot of a screen in the test report. */
export async function keepScreenshot(page: Page, name: string) {
  await test.info().attach(name, { body: await page.screenshot({ fullPage: true }), contentType: 'image/png' });
}

/** Desktop, iPad portrait and phone widths: every new screen is looked at in all three. */
export const SCREEN_WIDTHS = [1280, 820, 390] as const;

/**
 * Keeps a full-page screenshot at each width, in the report and as a file in the test's output
 * folder (for looking at without the report), then returns to the desktop width.
 */
export async function keepScreenshotsAtWidths(page: Page, name: string) {
  for (const width of SCREEN_WIDTHS) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    // Two frames: the layout at the new width is settled before the page's height is measured.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    const body = await page.screenshot({ fullPage: true });
    const slug = `${name.replace(/[^a-z0-9]+/gi, '-').toLowerCase()}-${width}.png`;
    await test.info().attach(`${name} (${width} px)`, { body, contentType: 'image/png' });
    await fs.writeFile(test.info().outputPath(slug), body);
  }
  await page.setViewportSize({ width: 1280, height: 720 });
}
