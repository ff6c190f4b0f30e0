import crypto from 'node:crypto';

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

function base32Decode(text: string) {
  let bits = '';
  for (const char of text.replace(/=+$/, '').toUpperCase()) {
    const value = BASE32.indexOf(char);
    if (value < 0) throw new Error(`not base32: ${char}`);
    bits += value.toString(2).padStart(5, '0');
  }
  const bytes = bits.match(/.{8}/g) ?? [];
  return Buffer.from(bytes.map((byte) => parseInt(byte, 2)));
}

/**
 * The code an authenticator app would show now for an otpauth:// URI (RFC 6238, SHA-1, 6 digits,
 * 30 s): what a coach's phone does, written out so tests need no authenticator.
 */
export function totpNow(otpauthUri: string, at = Date.now()) {
  const secret = new URL(otpauthUri).searchParams.get('secret');
  if (!secret) throw new Error('no secret in the otpauth URI');
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(at / 30_000)));
  const mac = crypto.createHmac('sha1', base32Decode(secret)).update(counter).digest();
  const offset = mac[mac.length - 1]! & 15;
  const value = (mac.readUInt32BE(offset) & 0x7fffffff) % 1_000_000;
  return value.toString().padStart(6, '0');
}

/** The time steps whose code a test has typed already, per secret: a code is accepted once (ADR 038). */
const typedSteps = new Map<string, Set<number>>();

/**
 * A code the server has not seen yet, as a coach who needs a second code waits for the next one:
 * the current step's code, else the next one's or the previous one's (the server accepts one step
 * either side). Three codes per 30 s at most.
 */
export function freshTotp(otpauthUri: string) {
  const secret = new URL(otpauthUri).searchParams.get('secret') ?? '';
  const typed = typedSteps.get(secret) ?? new Set<number>();
  typedSteps.set(secret, typed);
  const now = Math.floor(Date.now() / 30_000);
  const step = [now, now + 1, now - 1].find((candidate) => !typed.has(candidate));
  if (step === undefined) throw new Error('freshTotp: three codes typed within 30 seconds already');
  typed.add(step);
  return totpNow(otpauthUri, step * 30_000);
}
