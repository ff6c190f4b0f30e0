import crypto from 'node:crypto';

/**
 * Links that act without a sign-in (the weekly summary's unsubscribe): `<subject>.<signature>`,
 * both base64url, the signature an HMAC-SHA256 of the purpose and the subject under a key derived
 * from AUTH_SECRET. Nobody without the secret can make one, and one made for a coach or a purpose
 * is worthless for another.
 */
export interface LinkSigner {
  sign(purpose: string, subject: string): string;
  /** The subject the token was signed for, or null when it was not signed for this purpose. */
  verify(purpose: string, token: string): string | null;
}

export function createLinkSigner(secret: string): LinkSigner {
  // Its own key, so that a signature made here can never stand for anything AUTH_SECRET signs.
  const key = crypto.createHmac('sha256', secret).update('coach-logbook signed links v1').digest();
  const signature = (purpose: string, subject: string) =>
    crypto.createHmac('sha256', key).update(`${purpose}\n${subject}`).digest();
  const sign = (purpose: string, subject: string) =>
    `${Buffer.from(subject).toString('base64url')}.${signature(purpose, subject).toString('base64url')}`;
  return {
    sign,
    verify(purpose, token) {
      const [encodedSubject, encodedSignature, ...rest] = token.split('.');
      if (!encodedSubject || !encodedSignature || rest.length > 0) return null;
      const subject = Buffer.from(encodedSubject, 'base64url').toString('utf8');
      // Compared as text: base64url decoding ignores a last character's spare bits, so only the
      // exact token that was signed is accepted, not its look-alikes.
      const given = Buffer.from(token);
      const expected = Buffer.from(sign(purpose, subject));
      if (given.length !== expected.length || !crypto.timingSafeEqual(given, expected)) return null;
      return subject;
    },
  };
}
