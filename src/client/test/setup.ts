// The browser APIs happy-dom lacks, as real implementations: IndexedDB (the outbox and snapshots).
import 'fake-indexeddb/auto';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, expect, vi } from 'vitest';
import { FakeApi, fakeXmlHttpRequest } from './fake-api';

// happy-dom has no HTMLSelectElement.size (0 in browsers): react-hook-form reads it to tell a
// select's default from an edit, and without it every select fell back to its first option.
if (!('size' in HTMLSelectElement.prototype)) {
  Object.defineProperty(HTMLSelectElement.prototype, 'size', {
    get(this: HTMLSelectElement) {
      return Number(this.getAttribute('size') ?? 0);
    },
  });
}

// A page's first visit in a test run compiles its lazy modules: allow for that on a busy machine.
configure({ asyncUtilTimeout: 10_000 });

let current = new FakeApi();
let consoleErrors: string[] = [];
let allowedConsoleError: RegExp | null = null;

/** A test whose point is an error the app logs (a failed call, a caught render error) says so. */
export const allowConsoleError = (pattern: RegExp) => {
  allowedConsoleError = pattern;
};

/** The fake server of the running test (src/client/test/fake-api.ts). */
export const fakeApi = () => current;

beforeEach(() => {
  current = new FakeApi();
  consoleErrors = [];
  allowedConsoleError = null;
  // As in the e2e journeys, an error the app logs fails the test: a render error caught by a
  // boundary would otherwise pass unseen.
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    const text = args.map(String).join(' ');
    if (!allowedConsoleError?.test(text)) consoleErrors.push(text);
  });
  globalThis.fetch = (input, init) => current.fetch(input, init);
  globalThis.XMLHttpRequest = fakeXmlHttpRequest(() => current) as unknown as typeof XMLHttpRequest;
  window.localStorage.clear();
  // The cookie notice is acknowledged: it covers the bottom of the page, and has its own e2e test.
  window.localStorage.setItem('cookie-notice-acknowledged', 'true');
});

afterEach(async () => {
  cleanup();
  vi.restoreAllMocks();
  expect(consoleErrors, 'The app logged errors').toEqual([]);
  // The app's connection closes itself when the database is deleted (offline-db.ts).
  await new Promise((resolve) => {
    const request = indexedDB.deleteDatabase('coach-logbook-offline');
    request.onsuccess = request.onerror = request.onblocked = resolve;
  });
});
