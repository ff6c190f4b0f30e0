import { E2E_BASE_URL } from './support/paths';
import { expect, test } from './support/fixtures';

test.describe('content security policy', () => {
  test.use({
    allowedConsoleError: /Content Security Policy|Failed to load resource: the server responded with a status of 4\d\d/,
  });

  test('the app runs under the policy, and a script injected into the page does not run', async ({ page }) => {
    const response = await page.goto('/login');
    const csp = response?.headers()['content-security-policy'] ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();

    await page.addScriptTag({ content: 'window.injectedByAttacker = true;' }).catch(() => undefined);
    expect(await page.evaluate(() => (window as { injectedByAttacker?: boolean }).injectedByAttacker)).toBeUndefined();
  });
});

test('the API refuses a state change that another site makes', async ({ request }) => {
  const forged = await request.post('/api/auth/sign-up/email', {
    headers: { origin: 'https://evil.example' },
    data: { email: 'forged@example.com', password: 'Harbour7Lantern', name: '', termsAccepted: true },
  });
  expect(forged.status()).toBe(403);
  const form = await request.post('/api/clients', {
    headers: { origin: E2E_BASE_URL, 'content-type': 'application/x-www-form-urlencoded' },
    data: 'name=Forged',
  });
  expect(form.status()).toBe(415);
});
