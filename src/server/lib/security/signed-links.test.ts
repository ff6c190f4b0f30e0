import { describe, expect, it } from 'vitest';
import { createLinkSigner } from './signed-links';

const signer = createLinkSigner('a-secret-of-at-least-thirty-two-characters');

describe('signed links', () => {
  it('gives back the subject a token was signed for, for that purpose only', () => {
    const token = signer.sign('unsubscribe', 'coach-1');
    expect(signer.verify('unsubscribe', token)).toBe('coach-1');
    expect(signer.verify('something else', token)).toBeNull();
  });

  it('refuses a token changed in any way, or signed under another secret', () => {
    const token = signer.sign('unsubscribe', 'coach-1');
    const [, signature] = token.split('.');
    // Another coach's id with the first coach's signature.
    expect(signer.verify('unsubscribe', `${Buffer.from('coach-2').toString('base64url')}.${signature}`)).toBeNull();
    expect(signer.verify('unsubscribe', `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`)).toBeNull();
    expect(signer.verify('unsubscribe', token.split('.')[0]!)).toBeNull();
    expect(signer.verify('unsubscribe', `${token}.extra`)).toBeNull();
    expect(createLinkSigner('another-secret-of-thirty-two-characters!').verify('unsubscribe', token)).toBeNull();
  });
});
