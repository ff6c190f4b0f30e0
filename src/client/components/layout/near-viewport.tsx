import { useEffect, useRef, useState, type ReactNode } from 'react';

/** How far below the screen something starts to be drawn: it is ready by the time it scrolls into view. */
const AHEAD = '300px';

/**
 * Draws its children once their place comes within AHEAD of the screen, and keeps them after.
 * For costly pictures lower down a page (a chart): a phone that opens the page does not pay for
 * them before the reader scrolls there. The wrapper keeps its place's size (`className`), so
 * nothing moves when they appear. Without IntersectionObserver they are drawn at once. The
 * `data-near-viewport` attribute lets the e2e screenshots wait for them (e2e/support/screens.ts).
 */
export function NearViewport({ children, className }: { children: ReactNode; className?: string }) {
  const place = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    if (near || !place.current) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: `0px 0px ${AHEAD} 0px` },
    );
    observer.observe(place.current);
    return () => observer.disconnect();
  }, [near]);
  return (
    <div ref={place} className={className} data-near-viewport={near ? 'drawn' : 'waiting'}>
      {near && children}
    </div>
  );
}
