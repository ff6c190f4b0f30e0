import { useEffect, useRef, useSyncExternalStore } from 'react';
import { Button } from '@/client/components/ui/button';
import { paths } from '@/client/config/paths';

const STORAGE_KEY = 'cookie-notice-acknowledged';

function readAcknowledged() {
  try {
    return window.localStorage.getItem(STORAGE_KEY) === 'true';
  } catch {
    return false;
  }
}

let acknowledgedThisVisit = false;
const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function acknowledge() {
  acknowledgedThisVisit = true;
  try {
    window.localStorage.setItem(STORAGE_KEY, 'true');
  } catch {
    // Private mode without storage: hidden for this visit.
  }
  for (const listener of listeners) listener();
}

const isAcknowledged = () => acknowledgedThisVisit || readAcknowledged();

/** What the notice covers at the bottom of the screen; floating buttons rise above it (styles.css). */
const HEIGHT_PROPERTY = '--cookie-notice-height';

function useCoveredHeight() {
  const ref = useRef<HTMLElement>(null);
  useEffect(() => {
    const notice = ref.current;
    if (!notice) return;
    const root = document.documentElement.style;
    const observer = new ResizeObserver(() => root.setProperty(HEIGHT_PROPERTY, `${notice.offsetHeight}px`));
    observer.observe(notice);
    return () => {
      observer.disconnect();
      root.removeProperty(HEIGHT_PROPERTY);
    };
  }, []);
  return ref;
}

/**
 * Only essential cookies are used, so the notice informs and needs one acknowledgement, remembered.
 * Pre-rendered pages leave it out (the build cannot know what this browser remembers); it appears
 * once the page is hydrated, fixed at the bottom, so nothing on the page moves; while it shows,
 * its height is published so that a floating action (the phone's 'Log session') sits above it.
 */
export function CookieNotice() {
  const acknowledged = useSyncExternalStore(subscribe, isAcknowledged, () => true);
  if (acknowledged) return null;
  return <Notice />;
}

function Notice() {
  const ref = useCoveredHeight();
  return (
    <section
      ref={ref}
      aria-label="Cookie notice"
      className="fixed inset-x-0 bottom-0 z-30 border-t border-slate-200 bg-white/95 p-4 shadow-lg backdrop-blur"
    >
      <div className="mx-auto flex max-w-5xl flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-slate-700">
          We use only essential cookies, to keep you signed in and your account secure.{' '}
          <a className="font-medium text-brand-700 underline" href={`${paths.privacyPolicy}#cookies`}>
            Learn more
          </a>
        </p>
        <Button size="sm" onClick={acknowledge} className="self-end sm:self-auto">
          OK
        </Button>
      </div>
    </section>
  );
}
