import { expect, expectNoSeriousA11yViolations, test } from './support/fixtures';
import { openControlled } from './support/offline';
import { keepScreenshot } from './support/screens';

test('an unknown address shows the not-found page', async ({ page }) => {
  const response = await page.goto('/no-such-page');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('link', { name: 'Go to the home page' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('a signed-in coach on the not-found page is sent back to the dashboard, not the landing page', async ({
  signedInPage: { page },
}) => {
  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go to the home page' })).toHaveCount(0);
  await page.getByRole('link', { name: 'Go to your dashboard' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Coaching Dashboard', level: 1 })).toBeVisible();
});

test('a hash-style address is rewritten to the path, keeping query and hash, in place', async ({ page }) => {
  await page.goto('/about');
  await page.goto('/#/login?from=mail#top');
  await expect(page).toHaveURL(/\/login\?from=mail#top$/);
  await expect(page.getByText('Enter your credentials to access your account')).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(/\/about$/);
});

test('the cookie notice is acknowledged once and remembered', async ({ page }) => {
  await page.goto('/');
  const notice = page.getByRole('region', { name: 'Cookie notice' });
  await expect(notice).toContainText('We use only essential cookies');
  await expect(notice.getByRole('link', { name: 'Learn more' })).toHaveAttribute(
    'href',
    '/privacy-policy.html#cookies',
  );
  await expectNoSeriousA11yViolations(page);
  await keepScreenshot(page, 'landing with cookie notice');
  await notice.getByRole('link', { name: 'Learn more' }).click();
  await expect(page.getByRole('heading', { name: 'Cookies' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.goBack();
  await notice.getByRole('button', { name: 'OK' }).click();
  await expect(notice).toBeHidden();
  await page.reload();
  await expect(page.getByRole('heading', { name: /Your coaching logbook/ })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Cookie notice' })).toBeHidden();
});

test("on a phone the cookie notice never covers a form's button", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/signup');
  const notice = page.getByRole('region', { name: 'Cookie notice' });
  await expect(notice).toBeVisible();
  const button = page.getByRole('button', { name: 'Create Account' });
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  const [buttonBox, noticeBox] = [await button.boundingBox(), await notice.boundingBox()];
  expect(buttonBox && noticeBox && buttonBox.y + buttonBox.height <= noticeBox.y).toBe(true);
  await keepScreenshot(page, 'sign-up on a phone with the cookie notice');
});

test('signed-out visitors are sent to sign in, coaches are kept out of admin pages', async ({ page, createCoach }) => {
  await page.goto('/clients');
  await expect(page).toHaveURL(/\/login$/);

  const coach = await createCoach();
  await page.getByLabel('Email').fill(coach.email);
  await page.getByLabel('Password', { exact: true }).fill(coach.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  await page.goto('/admin/users');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText("You don't have permission to access this page.")).toBeVisible();
});

test.describe('start-up failure', () => {
  // The failed start-up call is the point of this test; the browser logs it as a resource error.
  test.use({ allowedConsoleError: /Failed to load resource: the server responded with a status of (4\d\d|500)/ });

  test('offers Retry, and Retry recovers', async ({ page }) => {
    await page.route('**/api/me', (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: '{"error":{"code":"INTERNAL_ERROR","message":"An unexpected error occurred"}}',
      }),
    );
    // A page drawn in the browser waits for the answer; the pre-rendered public pages do not (below).
    await page.goto('/no-such-page');
    await expect(page.getByRole('heading', { name: 'Failed to initialize application' })).toBeVisible({
      timeout: 15_000,
    });
    await expectNoSeriousA11yViolations(page);
    await page.unroute('**/api/me');
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  });

  test('leaves a pre-rendered public page in place and working', async ({ page }) => {
    await page.route('**/api/me', (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: '{"error":{"code":"INTERNAL_ERROR","message":"An unexpected error occurred"}}',
      }),
    );
    await page.goto('/');
    await expect(page.getByRole('heading', { name: /Your coaching logbook/ })).toBeVisible();
    await page.getByRole('main').getByRole('link', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByText('Enter your credentials to access your account')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Failed to initialize application' })).toHaveCount(0);
  });
});

test.describe('start-up screen', () => {
  test.describe('before any script runs', () => {
    test.use({ javaScriptEnabled: false });

    test('is in the page itself, so it is painted before the scripts arrive', async ({ page }) => {
      await page.goto('/clients');
      await expect(page.getByRole('status')).toHaveText('Initializing application...');
    });

    test("on /dashboard, the page's frame is: the top bar, the heading and its loading state", async ({ page }) => {
      await page.goto('/dashboard');
      await expect(page.getByText('Coaching Dashboard', { exact: true })).toBeVisible();
      await expect(page.getByText('Loading dashboard data...')).toBeVisible();
      await expect(page.getByText('Initializing application...')).toHaveCount(0);
      // Until the app draws over it, its controls take no click and assistive technology skips it.
      const frame = page.locator('#root > div');
      await expect(frame).toHaveAttribute('inert', '');
      await expect(frame).toHaveAttribute('aria-hidden', 'true');
      await expect(page.getByRole('heading', { name: 'Coaching Dashboard' })).toHaveCount(0);
    });

    for (const [address, text] of [
      ['/', 'Your coaching logbook, ready for accreditation'],
      ['/about', 'About Coach Logbook'],
      ['/login', 'Sign in to Coach Logbook'],
      ['/signup', 'Create your account'],
      ['/reset-password', 'Reset Password'],
    ] as const) {
      test(`gives way to the page itself on ${address}, pre-rendered at build time`, async ({ page }) => {
        await page.goto(address);
        await expect(page.getByText(text, { exact: true }).first()).toBeVisible();
        await expect(page.getByText('Initializing application...')).toHaveCount(0);
      });
    }
  });

  test('a pre-rendered page is drawn before its scripts are asked for', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('region', { name: 'Cookie notice' })).toBeVisible();
    const [firstPaint, entryRequested] = await page.evaluate(() => [
      performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
      performance.getEntriesByType('resource').find((entry) => /\/assets\/index-[^/]+\.js$/.test(entry.name))
        ?.startTime,
    ]);
    expect(firstPaint).toBeGreaterThan(0);
    expect(entryRequested).toBeGreaterThanOrEqual(firstPaint!);
  });

  test('the dashboard is drawn before its scripts are asked for, and the app takes it over without a spinner', async ({
    signedInPage: { page },
  }) => {
    // Every text the page shows while it loads, as it appears.
    await page.addInitScript(() => {
      const seen = new Set<string>();
      Object.assign(window, { seenWhileLoading: seen });
      new MutationObserver(() => {
        document.querySelectorAll('[role="status"]').forEach((status) => seen.add(status.textContent ?? ''));
      }).observe(document, { childList: true, subtree: true, characterData: true });
    });
    await page.goto('/dashboard');
    await expect(page.getByText('No data available. Please add clients and sessions first.')).toBeVisible();
    const { firstPaint, entryRequested, seen } = await page.evaluate(() => ({
      firstPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
      entryRequested: performance
        .getEntriesByType('resource')
        .find((entry) => /\/assets\/index-[^/]+\.js$/.test(entry.name))?.startTime,
      seen: [...(window as unknown as { seenWhileLoading: Set<string> }).seenWhileLoading],
    }));
    expect(firstPaint).toBeGreaterThan(0);
    expect(entryRequested).toBeGreaterThanOrEqual(firstPaint!);
    expect(seen).not.toContain('Initializing application...');
    expect(seen).not.toContain('Loading application...');
  });

  test('a page drawn before its scripts still installs the worker that opens the app offline', async ({ page }) => {
    // Its scripts run after the page's load event: the worker is registered all the same.
    await openControlled(page, '/login');
  });

  test('what is typed before the app runs is kept, and an Enter pressed meanwhile is answered', async ({ page }) => {
    // The app's entry held back, as on a slow line: meanwhile the page is the build's markup alone.
    let release!: () => void;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/login');
    await page.getByLabel('Email').fill('typed-early@example.com');
    await page.getByLabel('Password').fill('Typed-before-the-app-1');
    await page.getByLabel('Password').press('Enter');
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByLabel('Email')).toHaveValue('typed-early@example.com');

    const signIn = page.waitForRequest((request) => request.url().endsWith('/api/auth/sign-in/email'));
    release();
    expect((await signIn).postDataJSON()).toMatchObject({ email: 'typed-early@example.com' });
    await expect(page.getByRole('alert')).toContainText('The email or password you entered is incorrect');
    await expect(page.getByLabel('Email')).toHaveValue('typed-early@example.com');
  });

  test('a pre-rendered page is hydrated in place: its markup is kept, and it answers', async ({ page }) => {
    // The app's scripts are asked for once the page is drawn (ADR 049), well after DOMContentLoaded: this is the build's markup.
    await page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        Object.assign(window, { prerenderedNode: document.getElementById('root')?.firstElementChild });
      });
    });
    await page.goto('/login');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByRole('alert')).toContainText('Please enter a valid email address');
    const kept = await page.evaluate(
      () =>
        (window as unknown as { prerenderedNode?: Element }).prerenderedNode ===
        document.getElementById('root')?.firstElementChild,
    );
    expect(kept).toBe(true);
  });

  test('gives way to the page once the app has started, leaving no copy behind', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { name: /Your coaching logbook/ })).toBeVisible();
    await expect(page.getByText('Initializing application...')).toHaveCount(0);
  });
});
