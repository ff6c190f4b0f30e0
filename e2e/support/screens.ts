import fs from 'node:fs/promises';
import { test, type Page } from '@playwright/test';

/**
 * Scrolls through the page once, as a reader would, and gives what is drawn only near the screen
 * (a chart, src/client/components/layout/near-viewport.tsx) up to two seconds to draw its picture;
 * then waits two frames, so the layout is settled before the page's height is measured.
 */
async function drawWholePage(page: Page) {
  const frames = () =>
    page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  const { x, y } = await page.evaluate(() => ({ x: window.scrollX, y: window.scrollY }));
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await page
    .waitForFunction(
      () =>
        Array.from(document.querySelectorAll('[data-near-viewport]')).every(
          (place) => place.getAttribute('data-near-viewport') === 'drawn' && place.querySelector('svg, img, canvas'),
        ),
      undefined,
      { timeout: 2_000 },
    )
    // A screenshot, not a check: a picture that takes longer is shown as it is.
    .catch(() => undefined);
  await page.evaluate(([left, top]) => window.scrollTo(left!, top!), [x, y]);
  await frames();
}

/** Keeps a full-page screenshot of a screen in the test report. */
export async function keepScreenshot(page: Page, name: string) {
  await drawWholePage(page);
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
    await drawWholePage(page);
    const body = await page.screenshot({ fullPage: true });
    const slug = `${name.replace(/[^a-z0-9]+/gi, '-').toLowerCase()}-${width}.png`;
    await test.info().attach(`${name} (${width} px)`, { body, contentType: 'image/png' });
    await fs.writeFile(test.info().outputPath(slug), body);
  }
  await page.setViewportSize({ width: 1280, height: 720 });
}
