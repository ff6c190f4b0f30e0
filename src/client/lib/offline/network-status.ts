import { useSyncExternalStore } from 'react';

/** Spec section 2: the page raises these on `window` as the network comes and goes. */
export const APP_OFFLINE = 'app-offline';
export const APP_ONLINE = 'app-online';

/** How often an unreachable server is asked again while the browser says it has a network. */
export const PROBE_MS = 2_000;

interface Environment {
  target: EventTarget;
  navigator: { onLine: boolean };
  /** Asks the server anything; resolves when it answered at all, rejects when it could not be reached. */
  probe: () => Promise<unknown>;
  setTimeout: (callback: () => void, ms: number) => unknown;
}

/**
 * Whether the app can reach its server: the browser's own network state, and what the last request
 * found. A tunnel, a captive portal or a train's Wi-Fi can leave `navigator.onLine` true with no
 * way through; the first request that fails to get an answer then counts as offline, and the
 * server is asked again every PROBE_MS until it answers. Every change raises APP_OFFLINE or
 * APP_ONLINE once.
 */
export function createNetworkStatus(env: Environment) {
  let reachable = true;
  let online = env.navigator.onLine;
  let probing = false;
  // Requests are numbered as they are sent; an answer to one sent before the server was last
  // found unreachable says nothing about now (it may have left before the connection dropped).
  let sent = 0;
  let lostAfter = 0;

  function update() {
    const now = env.navigator.onLine && reachable;
    if (now === online) return;
    online = now;
    env.target.dispatchEvent(new Event(now ? APP_ONLINE : APP_OFFLINE));
  }

  function probeLater() {
    if (probing) return;
    probing = true;
    env.setTimeout(() => {
      probing = false;
      if (reachable) return;
      // Without a network the browser says when it is back ('online'); asking would only fail.
      if (!env.navigator.onLine) return probeLater();
      env.probe().then(() => reportAnswer(), probeLater);
    }, PROBE_MS);
  }

  function reportAnswer(ticket = Number.POSITIVE_INFINITY) {
    if (ticket <= lostAfter) return;
    reachable = true;
    update();
  }

  function reportNetworkError() {
    lostAfter = sent;
    reachable = false;
    update();
    probeLater();
  }

  env.target.addEventListener('offline', update);
  env.target.addEventListener('online', () => {
    // The browser has a network again: trust it until a request says otherwise.
    reachable = true;
    update();
  });

  return {
    isOnline: () => online,
    /** Numbers a request as it is sent, for reportAnswer. */
    requestSent: () => ++sent,
    reportAnswer,
    reportNetworkError,
  };
}

let status: ReturnType<typeof createNetworkStatus> | null = null;

/** Starts following the network for this page (once, from main.tsx). */
export function watchNetwork() {
  status = createNetworkStatus({
    target: window,
    navigator,
    probe: () => fetch('/api/health', { cache: 'no-store', credentials: 'omit' }),
    setTimeout: (callback, ms) => window.setTimeout(callback, ms),
  });
}

/** Whether the app believes it can reach the server right now. */
export const isOnline = () => status?.isOnline() ?? navigator.onLine;

/** Numbers a request as it leaves, so that its answer can be told from a stale one. */
export const requestSent = () => status?.requestSent() ?? 0;

/** A request got an answer (any status): the server is reachable, unless it was sent before the last failure. */
export const reportServerAnswer = (ticket: number) => status?.reportAnswer(ticket);

/** A request got no answer at all. */
export const reportNetworkError = () => status?.reportNetworkError();

function subscribe(onChange: () => void) {
  window.addEventListener(APP_OFFLINE, onChange);
  window.addEventListener(APP_ONLINE, onChange);
  return () => {
    window.removeEventListener(APP_OFFLINE, onChange);
    window.removeEventListener(APP_ONLINE, onChange);
  };
}

/** Whether the app can reach its server, for rendering (the banner, the sync state). */
export const useOnline = () => useSyncExternalStore(subscribe, isOnline, () => true);
