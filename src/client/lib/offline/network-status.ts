import { useSyncExternalStore } from 'react';

/** Spec section 2: the page raises these on `window` as the network comes and goes. */
export const APP_OFFLINE = 'app-offline';
export const APP_ONLINE = 'app-online';

export function watchNetwork(target: Window = window) {
  target.addEventListener('offline', () => target.dispatchEvent(new CustomEvent(APP_OFFLINE)));
  target.addEventListener('online', () => target.dispatchEvent(new CustomEvent(APP_ONLINE)));
}

function subscribe(onChange: () => void) {
  window.addEventListener(APP_OFFLINE, onChange);
  window.addEventListener(APP_ONLINE, onChange);
  return () => {
    window.removeEventListener(APP_OFFLINE, onChange);
    window.removeEventListener(APP_ONLINE, onChange);
  };
}

/** Whether the browser believes it has a network (a lost answer is handled where it happens). */
export const useOnline = () =>
  useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  );
