import { createChallenge, randomInt, verifySolution, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { z } from 'zod';
import type { Database } from '../../../db/database';
import { captchaSecrets } from './captcha-secrets';
import { spendChallenge } from './spent-challenges';

/**
 * The proof of work: PBKDF2-SHA-256 at 1,000 iterations, tried for every counter up to a secret
 * one between 500 and 1,500. About 0.3 s on one desktop core, a second or two on a modest phone;
 * checking it is one HMAC (the expected key is signed into the challenge).
 */
export const CAPTCHA_ALGORITHM = 'PBKDF2/SHA-256';
const COST = 1000;
const COUNTER_MIN = 500;
const COUNTER_MAX = 1500;
/** Long enough to fill in the form after the widget solved on page load. */
export const CAPTCHA_TTL_S = 20 * 60;

export type CaptchaRefusal = 'missing' | 'invalid' | 'expired' | 'used';
export type CaptchaCheck = { ok: true } | { ok: false; reason: CaptchaRefusal };

export const CAPTCHA_MESSAGES: Record<CaptchaRefusal, string> = {
  missing: 'Please wait for the "I\'m not a robot" check to finish, then try again.',
  invalid: 'The "I\'m not a robot" check did not pass. Please try again.',
  expired: 'The "I\'m not a robot" check has expired. Please try again.',
  used: 'This "I\'m not a robot" check has already been used. Please try again.',
};

/** What the widget sends: base64 of { challenge, solution }. Only the shape is checked here. */
const payloadSchema = z.object({
  challenge: z.object({
    parameters: z.looseObject({
      algorithm: z.literal(CAPTCHA_ALGORITHM),
      nonce: z.string(),
      salt: z.string(),
      cost: z.number(),
      keyLength: z.number(),
      keyPrefix: z.string(),
      expiresAt: z.number().int().positive(),
    }),
    signature: z.string().min(1),
  }),
  solution: z.object({ counter: z.number(), derivedKey: z.string(), time: z.number().optional() }),
});

function decodePayload(payload: string) {
  try {
    return payloadSchema.safeParse(JSON.parse(Buffer.from(payload, 'base64').toString('utf8')));
  } catch {
    return undefined;
  }
}

export interface Captcha {
  enabled: boolean;
  createChallenge(): Promise<Challenge>;
  /** Checks a widget payload and spends it: the same solution never passes twice. */
  check(payload: unknown): Promise<CaptchaCheck>;
}

export function createCaptcha({ enabled, authSecret, db }: { enabled: boolean; authSecret: string; db: Database }) {
  const secrets = captchaSecrets(authSecret);
  const captcha: Captcha = {
    enabled,
    createChallenge: () =>
      createChallenge({
        algorithm: CAPTCHA_ALGORITHM,
        cost: COST,
        counter: randomInt(COUNTER_MAX, COUNTER_MIN),
        deriveKey,
        expiresAt: new Date(Date.now() + CAPTCHA_TTL_S * 1000),
        hmacSignatureSecret: secrets.challenge,
        hmacKeySignatureSecret: secrets.key,
      }),
    async check(payload) {
      if (typeof payload !== 'string' || payload.trim() === '') return { ok: false, reason: 'missing' };
      const decoded = decodePayload(payload);
      if (!decoded?.success) return { ok: false, reason: 'invalid' };
      const { challenge, solution } = decoded.data;
      const result = await verifySolution({
        challenge,
        solution,
        deriveKey,
        hmacSignatureSecret: secrets.challenge,
        hmacKeySignatureSecret: secrets.key,
      });
      if (result.expired) return { ok: false, reason: 'expired' };
      if (!result.verified) return { ok: false, reason: 'invalid' };
      const expiresAt = new Date(challenge.parameters.expiresAt * 1000);
      if (!(await spendChallenge(db, challenge.signature, expiresAt))) return { ok: false, reason: 'used' };
      return { ok: true };
    },
  };
  return captcha;
}
