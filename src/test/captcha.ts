import { createChallenge, solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { CAPTCHA_ALGORITHM } from '../server/features/auth/captcha/captcha';
import { captchaSecrets } from '../server/features/auth/captcha/captcha-secrets';
import { TEST_AUTH_SECRET, type TestApp } from './build-app';
import { call } from './http';

/** What the widget sends once it has solved a challenge: base64 of { challenge, solution }. */
export async function solveCaptcha(challenge: Challenge) {
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('the captcha challenge could not be solved');
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

/** Fetches a challenge from the app and solves it, as the sign-up and reset forms' widget does. */
export async function captchaPayload(t: TestApp) {
  const response = await call(t, 'GET', '/api/captcha/challenge');
  if (response.status !== 200) throw new Error(`captcha challenge: ${response.status} ${await response.text()}`);
  return solveCaptcha((await response.json()) as Challenge);
}

/** A challenge signed with the test apps' secret but already expired (a form left open too long). */
export async function expiredCaptchaPayload() {
  const secrets = captchaSecrets(TEST_AUTH_SECRET);
  const challenge = await createChallenge({
    algorithm: CAPTCHA_ALGORITHM,
    cost: 10,
    counter: 5,
    deriveKey,
    expiresAt: new Date(Date.now() - 1000),
    hmacSignatureSecret: secrets.challenge,
    hmacKeySignatureSecret: secrets.key,
  });
  return solveCaptcha(challenge);
}
