import { startTransition, useEffect, useState, type ReactNode } from 'react';

/**
 * Draws its children in a task of their own, once the page's first frame is on screen, so that
 * the first render stays short and a slow phone answers a tap sooner
 * (docs/decisions/023-first-page-chunks.md). Until then it draws `placeholder`. The children's
 * render is a transition: React draws them in slices of a few milliseconds rather than in one
 * task as long as everything below the fold (ADR 050).
 */
export function AfterFirstFrame({ children, placeholder = null }: { children: ReactNode; placeholder?: ReactNode }) {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => startTransition(() => setShown(true)), 0);
    return () => clearTimeout(timer);
  }, []);
  return shown ? children : placeholder;
}

/**
 * For what lies below the fold on a phone: drawn after the first frame, holding a screen's height
 * meanwhile, so the footer is not drawn in view and then pushed away.
 */
export function BelowTheFold({ children }: { children: ReactNode }) {
  return <AfterFirstFrame placeholder={<div className="min-h-screen" />}>{children}</AfterFirstFrame>;
}
