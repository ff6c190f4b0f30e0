/**
 * Registers /sw.js from the site root (spec section 2) in a built app; the dev server has none.
 * When a new worker takes control of a page that already had one, the page reloads once so that
 * it runs the code the new worker serves. The first worker taking control does not reload: that
 * page is already current, and a later deploy still reloads it.
 */
export function registerServiceWorker() {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  let controlled = Boolean(navigator.serviceWorker.controller);
  let reloading = false;
  navigator.serviceWorker.addEventListener('controllerchange', () => {
    if (!controlled) {
      controlled = true;
      return;
    }
    if (reloading) return;
    reloading = true;
    window.location.reload();
  });
  // Installing the worker downloads the whole app for offline use: it waits until the page has
  // loaded and had a few seconds to settle, so that it takes no bandwidth or CPU from the first
  // page (docs/performance.md, "Pages in the browser: what the runs found").
  const registerSoon = () =>
    setTimeout(() => {
      navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch(() => {
        // No worker (private mode, blocked storage): the app works online as a plain site.
      });
    }, SERVICE_WORKER_DELAY_MS);
  // A page drawn before its scripts are asked for (ADR 049, ADR 050) has often loaded already.
  if (document.readyState === 'complete') registerSoon();
  else window.addEventListener('load', registerSoon, { once: true });
}

const SERVICE_WORKER_DELAY_MS = 5_000;

interface SyncRegistration extends ServiceWorkerRegistration {
  sync?: { register: (tag: string) => Promise<void> };
}

/** Spec section 9: the background sync tag. The worker sends the outbox when the browser fires it. */
export const SYNC_TAG = 'sync-data';

/** Asks the browser to wake the worker when the network is back, even if this tab is closed by then. */
export async function requestBackgroundSync() {
  if (!('serviceWorker' in navigator)) return;
  try {
    const registration = (await navigator.serviceWorker.getRegistration()) as SyncRegistration | undefined;
    await registration?.sync?.register(SYNC_TAG);
  } catch {
    // Background sync unsupported or refused: the page sends the outbox when it sees the network.
  }
}
