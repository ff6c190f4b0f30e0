import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { NearViewport } from './near-viewport';

/** An IntersectionObserver the test drives: `reach()` says every observed place came near the screen. */
function fakeObserver() {
  const observers: { callback: IntersectionObserverCallback; options?: IntersectionObserverInit; on: boolean }[] = [];
  class FakeIntersectionObserver {
    private readonly entry;
    constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
      this.entry = { callback, options, on: false };
      observers.push(this.entry);
    }
    observe() {
      this.entry.on = true;
    }
    disconnect() {
      this.entry.on = false;
    }
  }
  const original = globalThis.IntersectionObserver;
  globalThis.IntersectionObserver = FakeIntersectionObserver as unknown as typeof IntersectionObserver;
  return {
    observers,
    reach: (isIntersecting = true) =>
      act(() => {
        for (const observer of observers.filter((each) => each.on)) {
          observer.callback([{ isIntersecting } as IntersectionObserverEntry], {} as IntersectionObserver);
        }
      }),
    restore: () => {
      globalThis.IntersectionObserver = original;
    },
  };
}

let restore = () => {};
afterEach(() => restore());

describe('drawing near the screen', () => {
  it('draws nothing until its place comes near the screen, then keeps it and stops watching', () => {
    const observer = fakeObserver();
    restore = observer.restore;
    render(
      <NearViewport className="h-40">
        <p>The chart</p>
      </NearViewport>,
    );
    expect(screen.queryByText('The chart')).toBeNull();
    expect(observer.observers[0]?.options?.rootMargin).toBe('0px 0px 300px 0px');
    observer.reach(false);
    expect(screen.queryByText('The chart')).toBeNull();
    observer.reach();
    expect(screen.getByText('The chart')).toBeTruthy();
    expect(observer.observers.every((each) => !each.on)).toBe(true);
  });

  it('draws at once where the browser cannot say', () => {
    const original = globalThis.IntersectionObserver;
    // @ts-expect-error: a browser without IntersectionObserver
    delete globalThis.IntersectionObserver;
    restore = () => {
      globalThis.IntersectionObserver = original;
    };
    render(
      <NearViewport>
        <p>The chart</p>
      </NearViewport>,
    );
    expect(screen.getByText('The chart')).toBeTruthy();
  });
});
