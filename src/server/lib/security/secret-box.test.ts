import { describe, expect, it } from 'vitest';
import { createSecretBox } from './secret-box';

const box = createSecretBox('a-secret-that-is-at-least-32-characters-long');

describe('the secret box', () => {
  it('seals a secret so that it reads back, and never the same way twice', () => {
    const address = 'https://calendar.google.com/calendar/ical/private-abc123/basic.ics';
    const sealed = box.seal(address);
    expect(sealed).toMatch(/^v1\.[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(sealed).not.toContain('calendar.google.com');
    expect(box.seal(address)).not.toBe(sealed);
    expect(box.open(sealed)).toBe(address);
  });

  it('opens nothing altered, truncated or sealed under another secret', () => {
    const sealed = box.seal('https://example.com/private.ics');
    const [version, iv, tag, ciphertext] = sealed.split('.') as [string, string, string, string];
    const flipped = Buffer.from(ciphertext, 'base64url');
    flipped[0] = flipped[0]! ^ 1;
    expect(box.open([version, iv, tag, flipped.toString('base64url')].join('.'))).toBeNull();
    expect(box.open([version, iv, tag].join('.'))).toBeNull();
    expect(box.open(`v2.${iv}.${tag}.${ciphertext}`)).toBeNull();
    expect(createSecretBox('another-secret-that-is-at-least-32-chars').open(sealed)).toBeNull();
  });
});
