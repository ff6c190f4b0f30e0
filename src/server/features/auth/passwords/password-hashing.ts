import { randomBytes, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { scryptOnHashingThread } from './hashing-threads';

/**
 * Password hashing in Better Auth's own format (`<salt hex>:<scrypt key hex>`, scrypt N=16384,
 * r=16, p=1, 64-byte key over the NFKC form, the salt's hex text as salt), so every existing hash
 * still verifies. Configured explicitly because Better Auth picks its implementation by export
 * condition: where its pure-JavaScript fallback is chosen, each hash (about 170 ms of CPU on the
 * machine of docs/performance.md) would block the event loop. Here it runs on threads of its own,
 * which give way to the event loop (hashing-threads.ts).
 */
const KEY_LENGTH = 64;
const R = 16;
/** Better Auth's cost parameter: every stored hash was made with it. */
const N = 16384;

export interface PasswordHashing {
  hash: (password: string) => Promise<string>;
  verify: (input: { hash: string; password: string }) => Promise<boolean>;
}

/**
 * At most one hash per core but one at a time: a burst of sign-ins then waits its turn instead of
 * taking every core from the requests of coaches already signed in (docs/performance.md, "Sign-in
 * burst"). The sign-in rate limits bound how long that queue can grow.
 */
export const MAX_CONCURRENT_HASHES = Math.max(1, availableParallelism() - 1);
let running = 0;
const waiting: (() => void)[] = [];

export async function withHashSlot<T>(work: () => Promise<T>): Promise<T> {
  if (running >= MAX_CONCURRENT_HASHES) await new Promise<void>((resolve) => waiting.push(resolve));
  else running += 1;
  try {
    return await work();
  } finally {
    // The slot passes straight to the next waiter, so `running` only drops when nobody waits.
    const next = waiting.shift();
    if (next) next();
    else running -= 1;
  }
}

/**
 * Hashing with scrypt cost `n`. Only the tests' app asks for another cost than Better Auth's (a
 * stored hash does not say its cost, so hashes made at one cost verify only at that cost).
 */
export function createPasswordHashing(n: number): PasswordHashing {
  const options: ScryptOptions = { N: n, r: R, p: 1, maxmem: 128 * n * R * 2 };
  const deriveKey = (password: string, salt: string) =>
    withHashSlot(() => scryptOnHashingThread(password.normalize('NFKC'), salt, KEY_LENGTH, options));
  return {
    async hash(password) {
      const salt = randomBytes(16).toString('hex');
      return `${salt}:${(await deriveKey(password, salt)).toString('hex')}`;
    },
    // Constant-time comparison; a malformed stored hash never matches.
    async verify({ hash, password }) {
      const [salt, key] = hash.split(':');
      if (!salt || !key || !/^[0-9a-f]+$/i.test(key)) return false;
      const expected = Buffer.from(key, 'hex');
      const actual = await deriveKey(password, salt);
      return expected.length === actual.length && timingSafeEqual(expected, actual);
    },
  };
}

/** The server's password hashing: Better Auth's format and cost. */
export const passwordHashing = createPasswordHashing(N);
