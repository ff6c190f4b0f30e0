/// <reference lib="webworker" />
/**
 * The app's service worker (built to /sw.js by scripts/service-worker-plugin.ts).
 * - Precaches the app shell and static files, so the app opens without a network.
 * - Pages: network first (a deploy shows at once), the cached shell when the network fails.
 * - /api is never touched: answers hold one account's data and must not outlive it in a cache.
 * - Background sync 'sync-data' (spec section 9) sends the signed-in account's offline entries.
 */
import { sendOutbox } from '@/client/lib/offline/send-outbox';
import { forgetEverySnapshot } from '@/client/lib/offline/snapshots';

declare const self: ServiceWorkerGlobalScope;
/** Filled in at build time: every file of the build, and a version that changes with them. */
declare const __PRECACHE_FILES__: string[];
declare const __PRECACHE_VERSION__: string;

interface SyncEvent extends ExtendableEvent {
  readonly tag: string;
}

const CACHE_PREFIX = 'coach-logbook-shell-';
const CACHE = `${CACHE_PREFIX}${__PRECACHE_VERSION__}`;
const SHELL = '/index.html';

self.addEventListener('install', (event) => {
  event.waitUntil(
    (async () => {
      const cache = await caches.open(CACHE);
      // `reload`: straight from the server, never a stale copy from the HTTP cache.
      await cache.addAll(__PRECACHE_FILES__.map((url) => new Request(url, { cache: 'reload' })));
      await self.skipWaiting();
    })(),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      for (const name of await caches.keys()) {
        if (name.startsWith(CACHE_PREFIX) && name !== CACHE) await caches.delete(name);
      }
      await self.clients.claim();
    })(),
  );
});

self.addEventListener('fetch', (event) => {
  const { request } = event;
  const url = new URL(request.url);
  if (request.method !== 'GET' || url.origin !== self.location.origin || url.pathname.startsWith('/api/')) return;
  if (request.mode === 'navigate') {
    event.respondWith(fetch(request).catch(() => cachedShell()));
    return;
  }
  event.respondWith(caches.match(request, { cacheName: CACHE }).then((cached) => cached ?? fetch(request)));
});

async function cachedShell() {
  const shell = await caches.match(SHELL, { cacheName: CACHE });
  return shell ?? Response.error();
}

self.addEventListener('sync', (event) => {
  const sync = event as SyncEvent;
  if (sync.tag === 'sync-data') sync.waitUntil(sendForSignedInAccount());
});

/**
 * Sends only the entries of the account whose session cookie this browser holds now, so that one
 * account's entries are never sent as another's. A rejection makes the browser try again later.
 */
async function sendForSignedInAccount() {
  const response = await fetch('/api/me', { credentials: 'same-origin' });
  if (!response.ok) throw new Error(`Cannot tell who is signed in (${response.status})`);
  const me = (await response.json()) as { user: { id: string } | null };
  if (!me.user) {
    await forgetEverySnapshot();
    return;
  }
  const result = await sendOutbox(me.user.id);
  if (result.interrupted) throw new Error('The outbox was not fully sent; the browser will try again');
}

// `sync` is not in TypeScript's worker event map; the listener above is typed by hand.
declare global {
  interface ServiceWorkerGlobalScopeEventMap {
    sync: Event;
  }
}
