import { hashPassword as betterAuthHash, verifyPassword as betterAuthVerify } from 'better-auth/crypto';
import { describe, expect, it } from 'vitest';
import os from 'node:os';
import { HASHING_THREAD_NICE, hashingThreadNice } from './hashing-threads';
import { MAX_CONCURRENT_HASHES, passwordHashing, withHashSlot } from './password-hashing';

const { hash: hashPassword, verify: verifyPassword } = passwordHashing;

const PASSWORD = 'Harbour7Lantern';

describe('password hashing', () => {
  it("verifies hashes made by Better Auth's default, so existing accounts keep signing in", async () => {
    const stored = await betterAuthHash(PASSWORD);
    expect(await verifyPassword({ hash: stored, password: PASSWORD })).toBe(true);
    expect(await verifyPassword({ hash: stored, password: 'Harbour7Lantern!' })).toBe(false);
  });

  it("makes hashes Better Auth's default verifies, in the same format", async () => {
    const stored = await hashPassword(PASSWORD);
    expect(stored).toMatch(/^[0-9a-f]{32}:[0-9a-f]{128}$/);
    expect(await betterAuthVerify({ hash: stored, password: PASSWORD })).toBe(true);
    expect(await betterAuthVerify({ hash: stored, password: 'coaching1logbook' })).toBe(false);
  });

  it('treats the NFKC forms of a password alike, as Better Auth does', async () => {
    const composed = 'Caf\u00e91Coaching';
    const decomposed = 'Cafe\u03011Coaching';
    expect(await verifyPassword({ hash: await betterAuthHash(composed), password: decomposed })).toBe(true);
  });

  it('never matches a malformed stored hash', async () => {
    for (const hash of ['', 'no-colon', 'salt:', ':abcd', 'salt:not-hex']) {
      expect(await verifyPassword({ hash, password: PASSWORD })).toBe(false);
    }
  });

  it('hashes off the event loop: timers keep firing while several hashes run', async () => {
    let ticks = 0;
    const timer = setInterval(() => (ticks += 1), 5);
    const hashes = 8;
    await Promise.all(Array.from({ length: hashes }, () => hashPassword(PASSWORD)));
    clearInterval(timer);
    // Hashing on the loop would let the timer fire at most once between two hashes.
    expect(ticks).toBeGreaterThan(hashes * 3);
  });

  it.runIf(os.platform() === 'linux')(
    'hashes on threads that give way to the event loop (a higher nice value)',
    async () => {
      const eventLoopNice = os.getPriority();
      expect(await hashingThreadNice()).toBe(Math.max(HASHING_THREAD_NICE, eventLoopNice));
      // On Linux a nice value is per thread: the event loop's own stays as it was.
      expect(os.getPriority()).toBe(eventLoopNice);
    },
  );

  it('runs at most one hash per core but one at a time; the others wait their turn, in order', async () => {
    let active = 0;
    let busiest = 0;
    const finished: number[] = [];
    const releases: (() => void)[] = [];
    const work = (index: number) =>
      withHashSlot(async () => {
        active += 1;
        busiest = Math.max(busiest, active);
        await new Promise<void>((resolve) => releases.push(resolve));
        active -= 1;
        finished.push(index);
      });
    const total = MAX_CONCURRENT_HASHES + 3;
    const all = Promise.all(Array.from({ length: total }, (_, index) => work(index)));
    while (finished.length < total) {
      await new Promise((resolve) => setTimeout(resolve, 1));
      expect(active).toBeLessThanOrEqual(MAX_CONCURRENT_HASHES);
      releases.shift()?.();
    }
    await all;
    expect(busiest).toBe(MAX_CONCURRENT_HASHES);
    expect(finished).toEqual(Array.from({ length: total }, (_, index) => index));
  });
});
