// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest';
import { AFTER_FIRST_PAINT_ID } from './after-first-paint-id';
import { LATEST_START_MS, loadAfterFirstPaint, type PaintSignals } from './after-first-paint';

const PRELOADS = ['/assets/app-1.js', '/assets/login-1.js'];

function pageWithTemplate() {
  document.head.innerHTML =
    `<title>Coach Logbook</title><template id="${AFTER_FIRST_PAINT_ID}">` +
    PRELOADS.map((href) => `<link rel="modulepreload" href="${href}">`).join('') +
    '</template>';
}

const preloadsInHead = () =>
  [...document.head.querySelectorAll(':scope > link[rel="modulepreload"]')].map((link) => link.getAttribute('href'));

/** A browser whose paint and timer the test fires by hand. */
function signals(options: { canTell?: boolean; hidden?: boolean } = {}) {
  const state = { painted: undefined as (() => void) | undefined, timer: undefined as (() => void) | undefined, ms: 0 };
  const fake: PaintSignals = {
    onFirstPaint(callback) {
      if (options.canTell === false) return false;
      state.painted = callback;
      return true;
    },
    hidden: () => options.hidden ?? false,
    setTimeout(callback, ms) {
      state.timer = callback;
      state.ms = ms;
    },
  };
  return { fake, state };
}

describe('the scripts of a pre-rendered page', () => {
  beforeEach(pageWithTemplate);

  it('wait for the first paint, then come into the head once', () => {
    const { fake, state } = signals();
    loadAfterFirstPaint(document, fake);
    expect(preloadsInHead()).toEqual([]);

    state.painted!();
    expect(preloadsInHead()).toEqual(PRELOADS);
    state.timer!();
    expect(preloadsInHead()).toEqual(PRELOADS);
  });

  it('come anyway once the latest start has passed without a paint', () => {
    const { fake, state } = signals();
    loadAfterFirstPaint(document, fake);
    expect(state.ms).toBe(LATEST_START_MS);
    state.timer!();
    expect(preloadsInHead()).toEqual(PRELOADS);
    state.painted!();
    expect(preloadsInHead()).toEqual(PRELOADS);
  });

  it('come at once when the browser cannot report paints, or the page is in the background', () => {
    loadAfterFirstPaint(document, signals({ canTell: false }).fake);
    expect(preloadsInHead()).toEqual(PRELOADS);

    pageWithTemplate();
    loadAfterFirstPaint(document, signals({ hidden: true }).fake);
    expect(preloadsInHead()).toEqual(PRELOADS);
  });

  it('do nothing on a page without the template (the signed-in pages load their scripts at once)', () => {
    document.head.innerHTML = '<title>Coach Logbook</title>';
    const { fake, state } = signals();
    loadAfterFirstPaint(document, fake);
    expect(state.painted).toBeUndefined();
    expect(document.head.children).toHaveLength(1);
  });
});
