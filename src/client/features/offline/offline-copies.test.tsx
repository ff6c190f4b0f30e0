import { cleanup, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { inStore, SNAPSHOTS } from '@/client/lib/offline/offline-db';
import { listOutbox, putOutboxEntry, type OutboxEntry } from '@/client/lib/offline/outbox';
import { SNAPSHOT_MAX_AGE_MS } from '@/client/lib/offline/snapshots';
import { coachMe, errorBody, FakeApi, signedOut } from '@/client/test/fake-api';
import { fakeLogbook } from '@/client/test/fake-logbook';
import { renderApp } from '@/client/test/render-app';
import { allowConsoleError, fakeApi } from '@/client/test/setup';

const DAY = 24 * 60 * 60 * 1000;
/** What the app shows when it can neither reach the server nor open from a kept session. */
const CANNOT_OPEN = "Can't reach Coach Logbook — your work is safe";

const typedOffline: OutboxEntry = {
  id: '0f4b3c2a-1d5e-4f6a-8b7c-9d0e1f2a3b4c',
  userId: 'coach-1',
  kind: 'coaching-session',
  input: { notes: 'Typed in a tunnel.' },
  values: { notes: 'Typed in a tunnel.' },
  summary: 'Zoe Walker · 60 min',
  queuedAt: Date.now(),
  rejection: null,
};

const snapshotKeys = async () =>
  ((await inStore<IDBValidKey[]>(SNAPSHOTS, 'readonly', (store) => store.getAllKeys())) ?? []).map(String);

/** The coach opens their clients online: the app keeps what it needs to open offline. */
async function visitOnline() {
  fakeLogbook(fakeApi());
  renderApp('/clients');
  expect((await screen.findAllByText('Zoe Walker')).length).toBeGreaterThan(0);
  await waitFor(async () =>
    expect(await snapshotKeys()).toEqual(
      expect.arrayContaining(['me', 'coach-1:clients:page', 'coach-1:client-names:active']),
    ),
  );
  cleanup();
}

/** A new page load with no way through to the server. */
function reloadOffline(path: string) {
  const offline = new FakeApi();
  offline.on('GET', '/api/:name', () => 'network-error' as const);
  offline.on('GET', '/api/:name/:more', () => 'network-error' as const);
  globalThis.fetch = (input, init) => offline.fetch(input, init);
  return renderApp(path);
}

describe('offline copies of a session', () => {
  it("opens offline from what the coach's live session kept", async () => {
    await visitOnline();
    reloadOffline('/clients');
    expect((await screen.findAllByText('Zoe Walker')).length).toBeGreaterThan(0);
  });

  it('forgets every snapshot when the server answers 401, and keeps the typed entries', async () => {
    allowConsoleError(/401|Authentication required/);
    await visitOnline();
    await putOutboxEntry(typedOffline);

    // Signed out everywhere from another device, just after /api/me answered: the next calls meet a 401.
    const gone = { status: 401, body: errorBody('UNAUTHENTICATED', 'Authentication required') };
    fakeLogbook(fakeApi());
    fakeApi()
      .on('GET', '/api/clients', gone)
      .on('GET', '/api/clients/names', gone)
      .on('POST', '/api/coaching-sessions', gone);
    const keptWhenMeAskedAgain: string[][] = [];
    let meAnswered = false;
    fakeApi().on('GET', '/api/me', async () => {
      if (!meAnswered) {
        meAnswered = true;
        return { body: coachMe() };
      }
      // The 401 sent the app to sign in, which asks again: by then nothing is kept.
      keptWhenMeAskedAgain.push(await snapshotKeys());
      return { body: signedOut };
    });
    const { queryClient, router } = renderApp('/clients');
    await waitFor(() => expect(keptWhenMeAskedAgain.length).toBeGreaterThan(0));
    // Every refused call has landed before the page is left: a reload ends a page's calls, but a
    // test's next render shares this one's 401 handler, which a late refusal would trigger there.
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    await waitFor(() => expect(queryClient.isFetching() + queryClient.isMutating()).toBe(0));
    expect(keptWhenMeAskedAgain.flat()).toEqual([]);
    expect(await snapshotKeys()).toEqual([]);
    expect(await listOutbox('coach-1')).toEqual([typedOffline]);
    cleanup();

    reloadOffline('/clients');
    await screen.findByText(CANNOT_OPEN);
    expect(screen.queryAllByText('Zoe Walker')).toEqual([]);
    expect(screen.queryByText(/waiting to sync/i)).toBeNull();
  });

  it('forgets every snapshot when /api/me says nobody is signed in', async () => {
    await visitOnline();
    fakeLogbook(fakeApi());
    fakeApi().on('GET', '/api/me', { body: { user: null, access: null } });
    renderApp('/login');
    await waitFor(async () => expect(await snapshotKeys()).toEqual([]));
  });

  it('never opens offline from snapshots older than a session can live', async () => {
    allowConsoleError(/Network error/);
    await visitOnline();
    const saved = Date.now();
    vi.spyOn(Date, 'now').mockReturnValue(saved + SNAPSHOT_MAX_AGE_MS + DAY);
    reloadOffline('/clients');
    await screen.findByText(CANNOT_OPEN);
    expect(screen.queryAllByText('Zoe Walker')).toEqual([]);
    expect(await snapshotKeys()).not.toContain('me');
  });
});
