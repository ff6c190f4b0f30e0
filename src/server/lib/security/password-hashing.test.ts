import { hashPassword as betterAuthHash, verifyPassword as betterAuthVerify } from 'better-auth/crypto';
import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './password-hashing';

const PASSWORD = 'Coaching1Logbook';

describe('password hashing', () => {
  it("verifies hashes made by Better Auth's default, so existing accounts keep signing in", async () => {
    const stored = await betterAuthHash(PASSWORD);
    expect(await verifyPassword({ hash: stored, password: PASSWORD })).toBe(true);
    expect(await verifyPassword({ hash: stored, password: 'Coaching1Logbook!' })).toBe(false);
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
});
