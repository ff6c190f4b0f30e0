import { useEffect, useState, type ReactNode } from 'react';

/**
 * Draws its children in a task of their own, once the page's first frame is on screen, so that
 * the first render stays short and a slow phone answers a tap sooner
 * (docs/decisions/023-first-page-chunks.md). Until then it draws `placeholder`.
 */
export function AfterFirstFrame({ children, placeholder = null }: { children: ReactNode; placeholder?: ReactNode }) {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setShown(true), 0);
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
