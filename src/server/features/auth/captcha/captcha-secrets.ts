import crypto from 'node:crypto';

/**
 * The two HMAC keys the captcha signs with, derived from the auth secret so there is no extra
 * setting to manage and rotating AUTH_SECRET voids outstanding challenges too.
 */
export function captchaSecrets(authSecret: string) {
  const derive = (purpose: string) => crypto.createHmac('sha256', authSecret).update(purpose).digest('hex');
  return {
    /** Signs a challenge's parameters, so a client cannot make its own easy one. */
    challenge: derive('coach-logbook captcha challenge v1'),
    /** Signs the expected key, so checking a solution needs no key derivation. */
    key: derive('coach-logbook captcha key v1'),
  };
}
