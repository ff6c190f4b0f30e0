import { expect, type Page } from '@playwright/test';
import { KNOWN_CONSOLE_ERROR } from './fixtures';

/** Offline, every call the page still tries fails in the browser's log: that is the point here. */
export const OFFLINE_CONSOLE_ERROR = new RegExp(
  `${KNOWN_CONSOLE_ERROR.source}|Failed to load resource: net::ERR_INTERNET_DISCONNECTED`,
);

export const OFFLINE_BANNER =
  'You are offline. Sessions, supervision and CPD you log are kept on this device and sent when you are back online.';

/** Opens `path` and waits until the service worker controls the page, so that it can work offline. */
export async function openControlled(page: Page, path: string) {
  await page.goto(path);
  // Installing precaches the whole build, which takes a while on a busy machine.
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller?.state ?? 'none'), {
      timeout: 30_000,
      message: 'a service worker controls the page',
    })
    .not.toBe('none');
}
