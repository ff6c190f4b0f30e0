import { describe, expect, it } from 'vitest';
import { APP_OFFLINE, APP_ONLINE, PROBE_MS, createNetworkStatus } from './network-status';

/** A page whose network and server the test controls, with the timer run by hand. */
function page({ onLine = true } = {}) {
  const target = new EventTarget();
  const navigator = { onLine };
  const events: string[] = [];
  for (const name of [APP_OFFLINE, APP_ONLINE]) target.addEventListener(name, () => events.push(name));
  const timers: { callback: () => void; ms: number }[] = [];
  const server = { up: false, asked: 0 };
  const status = createNetworkStatus({
    target,
    navigator,
    probe: async () => {
      server.asked += 1;
      if (!server.up) throw new TypeError('Failed to fetch');
    },
    setTimeout: (callback, ms) => timers.push({ callback, ms }),
  });
  /** Runs the timers due now, and lets the probe's answer arrive. */
  const tick = async () => {
    for (const timer of timers.splice(0)) {
      expect(timer.ms).toBe(PROBE_MS);
      timer.callback();
    }
    await new Promise((resolve) => setTimeout(resolve, 0));
  };
  const browserSays = (value: boolean) => {
    navigator.onLine = value;
    target.dispatchEvent(new Event(value ? 'online' : 'offline'));
  };
  return { status, events, server, tick, browserSays, timers };
}

describe('network status', () => {
  it('follows the browser going offline and back, one event each way', () => {
    const { status, events, browserSays } = page();
    expect(status.isOnline()).toBe(true);
    browserSays(false);
    expect(status.isOnline()).toBe(false);
    browserSays(true);
    expect(status.isOnline()).toBe(true);
    expect(events).toEqual([APP_OFFLINE, APP_ONLINE]);
  });

  it('counts a request without an answer as offline, though the browser says it has a network', async () => {
    const { status, events, server, tick } = page();
    status.reportNetworkError();
    status.reportNetworkError();
    expect(status.isOnline()).toBe(false);
    expect(events).toEqual([APP_OFFLINE]);

    // Asked again every PROBE_MS, until the server answers.
    await tick();
    await tick();
    expect(server.asked).toBe(2);
    expect(status.isOnline()).toBe(false);
    server.up = true;
    await tick();
    expect(status.isOnline()).toBe(true);
    expect(events).toEqual([APP_OFFLINE, APP_ONLINE]);
  });

  it('stops asking once any request is answered', async () => {
    const { status, server, tick, timers } = page();
    status.reportNetworkError();
    status.reportAnswer();
    expect(status.isOnline()).toBe(true);
    await tick();
    expect(server.asked).toBe(0);
    expect(timers).toHaveLength(0);
  });

  it('an answer to a request sent before the server was found unreachable does not bring it back', async () => {
    const { status, events, server, tick } = page();
    const before = status.requestSent();
    status.reportNetworkError();
    status.reportAnswer(before);
    expect(status.isOnline()).toBe(false);
    const after = status.requestSent();
    status.reportAnswer(after);
    expect(status.isOnline()).toBe(true);
    expect(events).toEqual([APP_OFFLINE, APP_ONLINE]);
    // The probe's own answers always count.
    status.reportNetworkError();
    server.up = true;
    await tick();
    expect(status.isOnline()).toBe(true);
  });

  it('does not ask while the browser has no network, and trusts its return', async () => {
    const { status, events, server, tick, browserSays } = page();
    browserSays(false);
    status.reportNetworkError();
    await tick();
    await tick();
    expect(server.asked).toBe(0);
    browserSays(true);
    expect(status.isOnline()).toBe(true);
    expect(events).toEqual([APP_OFFLINE, APP_ONLINE]);
  });

  it('starts offline when the page opens without a network', () => {
    const { status, events } = page({ onLine: false });
    expect(status.isOnline()).toBe(false);
    expect(events).toEqual([]);
  });
});
