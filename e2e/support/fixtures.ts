import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type APIRequestContext, type Page } from '@playwright/test';
import { solvedCaptcha } from './captcha';
import { E2E_BASE_URL, E2E_OUTBOX_DIR } from './paths';

export { expect };

export const COACH_PASSWORD = 'Harbour7Lantern';

/** Better Auth refuses state-changing calls without a trusted Origin; browsers send it, APIs must. */
const ORIGIN_HEADER = { origin: E2E_BASE_URL };

export interface OutboxMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The file the dev outbox wrote; its name starts with the time it was sent. */
  file: string;
}

export type LinkPath = '/verify' | '/reset-password';

export interface Outbox {
  /** Every message in the outbox, newest first. */
  messages(): OutboxMessage[];
  /** Messages for one recipient, newest first. */
  messagesFor(email: string): OutboxMessage[];
  /** Polls (up to 10 s) for an e-mail to `email` with a link to `linkPath`; returns the newest such URL. */
  waitForLink(email: string, linkPath: LinkPath): Promise<string>;
}

export interface Coach {
  email: string;
  password: string;
}

/**
 * Console errors a page may log without failing the test: resource errors for 4xx answers, which
 * the app meets on purpose (a refused sign-in, a duplicate session). A test widens it with
 * test.use({ allowedConsoleError: /.../ }); it is one pattern because Playwright reads an array
 * given to test.use as [value, options].
 */
export const KNOWN_CONSOLE_ERROR = /Failed to load resource: the server responded with a status of 4\d\d/;

function readOutbox(): OutboxMessage[] {
  let files: string[];
  try {
    files = fs.readdirSync(E2E_OUTBOX_DIR).filter((name) => name.endsWith('.json'));
  } catch {
    return [];
  }
  const messages: OutboxMessage[] = [];
  for (const file of files) {
    try {
      const data = JSON.parse(fs.readFileSync(path.join(E2E_OUTBOX_DIR, file), 'utf8')) as Omit<OutboxMessage, 'file'>;
      messages.push({ ...data, file });
    } catch {
      // Being written right now: the next poll reads it.
    }
  }
  // Names are `<Date.now()>-<random>.json`: numeric order is sending order.
  return messages.sort((a, b) => parseInt(b.file, 10) - parseInt(a.file, 10) || b.file.localeCompare(a.file));
}

function linkIn(message: OutboxMessage, linkPath: LinkPath) {
  for (const match of message.text.matchAll(/https?:\/\/[^\s<>"')]+/g)) {
    if (new URL(match[0]).pathname === linkPath) return match[0];
  }
  return undefined;
}

const outbox: Outbox = {
  messages: readOutbox,
  messagesFor: (email) => readOutbox().filter((message) => message.to.toLowerCase() === email.toLowerCase()),
  async waitForLink(email, linkPath) {
    let found: string | undefined;
    await expect
      .poll(
        () => {
          found = outbox
            .messagesFor(email)
            .map((message) => linkIn(message, linkPath))
            .find(Boolean);
          return found;
        },
        { message: `an e-mail to ${email} with a ${linkPath} link in ${E2E_OUTBOX_DIR}`, timeout: 10_000 },
      )
      .toBeTruthy();
    return found!;
  },
};

export function uniqueEmail(prefix = 'coach') {
  return `${prefix}-${Date.now()}-${crypto.randomBytes(3).toString('hex')}@example.com`;
}

/**
 * Signs up through the API and uses the confirmation link with the password, as its page does (a
 * sign-in, ended at once so the caller starts signed out): a verified coach on a fresh trial.
 */
export async function createVerifiedCoach(request: APIRequestContext, email = uniqueEmail()): Promise<Coach> {
  const signUp = await request.post('/api/auth/sign-up/email', {
    headers: ORIGIN_HEADER,
    data: { email, password: COACH_PASSWORD, name: '', termsAccepted: true, captcha: await solvedCaptcha(request) },
  });
  expect(signUp.status(), `sign-up of ${email}: ${await signUp.text()}`).toBe(200);
  const link = new URL(await outbox.waitForLink(email, '/verify'));
  const token = link.searchParams.get('token');
  expect(token, `a token in the verification link ${link.pathname}`).toBeTruthy();
  const confirmed = await request.post('/api/auth/sign-in/email', {
    headers: ORIGIN_HEADER,
    data: { email, password: COACH_PASSWORD, confirmation: token },
  });
  expect(confirmed.status(), `confirmation of ${email}: ${await confirmed.text()}`).toBe(200);
  await request.post('/api/auth/sign-out', { headers: ORIGIN_HEADER, data: {} });
  return { email, password: COACH_PASSWORD };
}

/** Signs in through `page.request`, which shares its cookies with the page's browser context. */
export async function signIn(page: Pick<Page, 'request'>, coach: Coach) {
  const response = await page.request.post('/api/auth/sign-in/email', {
    headers: ORIGIN_HEADER,
    data: { email: coach.email, password: coach.password },
  });
  expect(response.status(), `sign-in of ${coach.email}: ${await response.text()}`).toBe(200);
}

export interface A11yOptions {
  /** CSS selector(s) to check instead of the whole page. */
  include?: string | string[];
  /** CSS selector(s) to leave out (for example a third-party widget). */
  exclude?: string | string[];
  /** Axe rule ids to skip, each with a reason in the calling test. */
  disableRules?: string[];
}

/** Fails, listing rule, impact and elements, when axe finds a serious or critical violation. */
export async function expectNoSeriousA11yViolations(page: Page, context: string | A11yOptions = {}) {
  const options = typeof context === 'string' ? { include: context } : context;
  // A toast fading in or out has colours in between, and a toast's timer can start its exit while
  // axe runs; without transitions every element sits at its final colours (a leaving toast is
  // then transparent, which axe skips).
  const still = await page.addStyleTag({
    content: '*, *::before, *::after { transition: none !important; animation: none !important; }',
  });
  // Legacy mode runs axe in the page itself; the default opens a blank page per check to merge
  // frame results (about half a second each), and the app has no frames. Every rule runs; only
  // the violations are gathered node by node (the passes were most of the result's work).
  let builder = new AxeBuilder({ page }).setLegacyMode(true).options({ resultTypes: ['violations'] });
  for (const selector of [options.include ?? []].flat()) builder = builder.include(selector);
  for (const selector of [options.exclude ?? []].flat()) builder = builder.exclude(selector);
  if (options.disableRules?.length) builder = builder.disableRules(options.disableRules);
  const { violations } = await builder.analyze().finally(() => still.evaluate((style) => (style as Element).remove()));
  const serious = violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
  const report = serious.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.help}\n` +
      violation.nodes.map((node) => `    ${node.target.map(String).join(' > ')}`).join('\n'),
  );
  expect(serious.length, `Serious accessibility violations on ${page.url()}:\n${report.join('\n')}`).toBe(0);
}

interface Fixtures {
  /** Console errors that do not fail the test. */
  allowedConsoleError: RegExp;
  outbox: Outbox;
  createCoach: () => Promise<Coach>;
  signedInPage: { page: Page; coach: Coach };
}

export const test = base.extend<Fixtures>({
  allowedConsoleError: [KNOWN_CONSOLE_ERROR, { option: true }],

  // Every browser test gets this: `page` (and any page the test opens) lives in this context.
  // Listening here rather than in an `auto` fixture keeps API-only tests from starting a browser.
  context: async ({ context, allowedConsoleError }, use) => {
    const problems: string[] = [];
    context.on('console', (message) => {
      if (message.type() !== 'error') return;
      const text = message.text();
      if (allowedConsoleError.test(text)) return;
      const { url, lineNumber } = message.location();
      problems.push(`console.error: ${text}${url ? ` (${url}:${lineNumber})` : ''}`);
    });
    context.on('weberror', (webError) => {
      const error = webError.error();
      problems.push(`uncaught error: ${error.stack ?? error.message}`);
    });
    await use(context);
    expect(problems, `The page logged errors:\n${problems.join('\n')}`).toEqual([]);
  },

  // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixture's dependencies from this pattern
  outbox: async ({}, use) => {
    await use(outbox);
  },

  createCoach: async ({ request }, use) => {
    await use(() => createVerifiedCoach(request));
  },

  signedInPage: async ({ page, createCoach }, use) => {
    const coach = await createCoach();
    await signIn(page, coach);
    await use({ page, coach });
  },
});
