import { useEffect, useState } from 'react';
import { useNavigation } from 'react-router';

/** A page that loads faster than this shows nothing, so quick moves do not flash a message. */
export const LOADING_MESSAGE_DELAY_MS = 300;

/**
 * While the next page's code or data loads: a bar at once, then the spec's 'Loading
 * application...' on screen once the wait is long enough to notice.
 */
export function NavigationProgress() {
  return useNavigation().state === 'loading' ? <LoadingIndicator /> : null;
}

/** Mounted for one wait only, so every wait starts without the message. */
function LoadingIndicator() {
  const [slow, setSlow] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setSlow(true), LOADING_MESSAGE_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);
  return (
    <div role="status" className="fixed inset-x-0 top-0 z-50">
      <div className="h-1 animate-pulse bg-brand-600" />
      {slow ? (
        <p className="mx-auto mt-2 w-fit rounded-full bg-slate-900 px-4 py-1.5 text-sm font-medium text-white shadow">
          Loading application...
        </p>
      ) : (
        <span className="sr-only">Loading application...</span>
      )}
    </div>
  );
}
