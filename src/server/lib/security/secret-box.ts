import crypto from 'node:crypto';

/**
 * Secrets the server must read back (a calendar address), sealed with AES-256-GCM under a key
 * derived from AUTH_SECRET: 'v1.<iv>.<tag>.<ciphertext>', each part base64url. A sealed value
 * read from a backup or a copy of the database is worthless without the secret, and one altered
 * by a single bit does not open.
 */
export interface SecretBox {
  seal(plain: string): string;
  /** The sealed text, or null when it was not sealed under this key (or was altered). */
  open(sealed: string): string | null;
}

export function createSecretBox(secret: string): SecretBox {
  // Its own key, so that nothing sealed here can stand for anything else AUTH_SECRET signs.
  const key = crypto.createHmac('sha256', secret).update('coach-logbook sealed secrets v1').digest();
  return {
    seal(plain) {
      const iv = crypto.randomBytes(12);
      const cipher = crypto.createCipheriv('aes-256-gcm', key, iv);
      const ciphertext = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return ['v1', iv, cipher.getAuthTag(), ciphertext]
        .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
        .join('.');
    },
    open(sealed) {
      const [version, iv, tag, ciphertext, ...rest] = sealed.split('.');
      if (version !== 'v1' || iv === undefined || tag === undefined || ciphertext === undefined || rest.length > 0) {
        return null;
      }
      try {
        const decipher = crypto.createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
        decipher.setAuthTag(Buffer.from(tag, 'base64url'));
        return Buffer.concat([decipher.update(Buffer.from(ciphertext, 'base64url')), decipher.final()]).toString(
          'utf8',
        );
      } catch {
        return null;
      }
    },
  };
}
