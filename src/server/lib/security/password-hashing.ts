import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/**
 * Password hashing in Better Auth's own format (`<salt hex>:<scrypt key hex>`, scrypt N=16384,
 * r=16, p=1, 64-byte key over the NFKC form, the salt's hex text as salt), so every existing hash
 * still verifies. Configured explicitly because Better Auth picks its implementation by export
 * condition: where its pure-JavaScript fallback is chosen, each hash (about 170 ms of CPU on the
 * machine of docs/performance.md) would block the event loop. node:crypto's callback scrypt runs
 * on libuv's thread pool instead.
 */
const KEY_LENGTH = 64;
const N = 16384;
const R = 16;
const SCRYPT_OPTIONS: ScryptOptions = { N, r: R, p: 1, maxmem: 128 * N * R * 2 };

function deriveKey(password: string, salt: string) {
  return new Promise<Buffer>((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, SCRYPT_OPTIONS, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

export async function hashPassword(password: string) {
  const salt = randomBytes(16).toString('hex');
  return `${salt}:${(await deriveKey(password, salt)).toString('hex')}`;
}

/** Constant-time comparison; a malformed stored hash never matches. */
export async function verifyPassword({ hash, password }: { hash: string; password: string }) {
  const [salt, key] = hash.split(':');
  if (!salt || !key || !/^[0-9a-f]+$/i.test(key)) return false;
  const expected = Buffer.from(key, 'hex');
  const actual = await deriveKey(password, salt);
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}
