import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { expect, type APIRequestContext, type Page } from '@playwright/test';

/**
 * A solved captcha for an API call that the browser's widget would otherwise make: the e2e server
 * runs with the captcha on, so set-up calls do the same proof of work (about 0.3 s).
 */
export async function solvedCaptcha(request: APIRequestContext) {
  const response = await request.get('/api/captcha/challenge');
  if (response.status() === 404) return undefined;
  if (!response.ok()) throw new Error(`captcha challenge: ${response.status()} ${await response.text()}`);
  const challenge = (await response.json()) as Challenge;
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('the captcha challenge could not be solved');
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

/** The sign-up and reset forms' widget solved its proof of work by itself, and said so. */
export async function expectCaptchaSolved(page: Page) {
  await expect(page.getByRole('checkbox', { name: 'Verified' })).toBeChecked({ timeout: 20_000 });
  await expect(page.getByRole('status').filter({ hasText: 'Check complete. You can send the form.' })).toBeAttached();
}
