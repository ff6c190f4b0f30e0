import { describe, expect, it } from 'vitest';
import { createBoundedCache, textBytes } from './bounded-cache';

describe('the bounded cache', () => {
  it('keeps within its byte budget, forgetting the entry used least recently first', () => {
    const cache = createBoundedCache<string>({ maxBytes: 40, sizeOf: textBytes });
    cache.set('a', 'xxxx'); // 2 + 8 = 10 bytes
    cache.set('b', 'xxxx');
    cache.set('c', 'xxxx');
    expect(cache.bytes).toBe(30);
    expect(cache.get('a')).toBe('xxxx'); // a is now the most recent
    cache.set('d', 'xxxxxxxxx'); // 20 bytes: 50 > 40, b then nothing more
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBe('xxxx');
    expect(cache.bytes).toBeLessThanOrEqual(cache.maxBytes);
    expect(cache.size).toBe(3);
  });

  it('replaces an entry in place, and never keeps one larger than the budget', () => {
    const cache = createBoundedCache<string>({ maxBytes: 20, sizeOf: textBytes });
    cache.set('a', 'xx');
    cache.set('a', 'xxxx');
    expect(cache.bytes).toBe(10);
    cache.set('big', 'x'.repeat(50));
    expect(cache.get('big')).toBeUndefined();
    expect(cache.get('a')).toBe('xxxx');
    cache.delete('a');
    expect([cache.size, cache.bytes]).toEqual([0, 0]);
  });
});
