import { createHash } from 'node:crypto';

/**
 * The `identifier` Better Auth stores for a verification value (`storeIdentifier: 'hashed'`):
 * SHA-256 of the whole identifier, base64url without padding.
 */
export function storedVerificationIdentifier(identifier: string) {
  return createHash('sha256').update(identifier).digest('base64url');
}
