import { AFTER_FIRST_PAINT_ID } from './after-first-paint-id';

// A pre-rendered page's scripts wait in a template until the page is on screen (ADR 049). Asked
// for beside the HTML, they share a slow line with the page's first paint and hold it up; the page
// is readable without them, so they are asked for once it is drawn.

/** Past this, the scripts are asked for whether or not the browser has said it painted. */
export const LATEST_START_MS = 1_500;

export interface PaintSignals {
  /** Calls back once the page's first content is painted; false when the browser cannot tell. */
  onFirstPaint(callback: () => void): boolean;
  /** A page opened in the background is not painted until it is shown. */
  hidden(): boolean;
  setTimeout(callback: () => void, ms: number): unknown;
}

export const browserSignals: PaintSignals = {
  onFirstPaint(callback) {
    if (!PerformanceObserver.supportedEntryTypes?.includes('paint')) return false;
    const observer = new PerformanceObserver((list) => {
      if (!list.getEntries().some((entry) => entry.name === 'first-contentful-paint')) return;
      observer.disconnect();
      callback();
    });
    observer.observe({ type: 'paint', buffered: true });
    return true;
  },
  hidden: () => document.visibilityState !== 'visible',
  setTimeout: (callback, ms) => window.setTimeout(callback, ms),
};

/** Puts the template's scripts and preload links into the head, once, when the page is drawn. */
export function loadAfterFirstPaint(doc: Document, signals: PaintSignals) {
  const template = doc.getElementById(AFTER_FIRST_PAINT_ID);
  if (!(template instanceof doc.defaultView!.HTMLTemplateElement)) return;
  let loaded = false;
  const load = () => {
    if (loaded) return;
    loaded = true;
    doc.head.append(doc.importNode(template.content, true));
  };
  if (signals.hidden() || !signals.onFirstPaint(load)) {
    load();
    return;
  }
  signals.setTimeout(load, LATEST_START_MS);
}
