import { describe, expect, it } from 'vitest';
import { clientAddressRule, parseAddressRange } from './client-address';

describe('the client address behind TRUSTED_PROXIES', () => {
  const behindProxies = clientAddressRule(['10.0.0.0/8', '192.0.2.10', 'fd00::/8', '::1']);

  it('is the socket peer when no proxy is trusted, whatever the headers say', () => {
    const direct = clientAddressRule([]);
    expect(direct('198.51.100.4', '203.0.113.9')).toBe('198.51.100.4');
    expect(direct('::ffff:198.51.100.4', undefined)).toBe('198.51.100.4');
    expect(direct(undefined, '203.0.113.9')).toBe('unknown');
  });

  it('ignores X-Forwarded-For from a peer that is not a trusted proxy', () => {
    expect(behindProxies('198.51.100.4', '203.0.113.9')).toBe('198.51.100.4');
    expect(behindProxies('2001:db8::4', '203.0.113.9')).toBe('2001:db8::4');
    // 11.x is just outside 10.0.0.0/8.
    expect(behindProxies('11.0.0.1', '203.0.113.9')).toBe('11.0.0.1');
  });

  it('takes the right-most address that is not a trusted proxy from a trusted peer', () => {
    expect(behindProxies('10.1.2.3', '203.0.113.9')).toBe('203.0.113.9');
    // The client wrote the left part itself; the proxy appended what it saw.
    expect(behindProxies('10.1.2.3', '1.1.1.1, 6.6.6.6, 203.0.113.9')).toBe('203.0.113.9');
    // Two proxies of ours: the first appended the client, the second the first.
    expect(behindProxies('10.1.2.3', '1.1.1.1, 203.0.113.9, 192.0.2.10')).toBe('203.0.113.9');
    expect(behindProxies('::1', '2001:db8::9, fd00::1:2')).toBe('2001:db8::9');
    expect(behindProxies('::ffff:10.1.2.3', '203.0.113.9')).toBe('203.0.113.9');
    expect(behindProxies('10.1.2.3', '::ffff:203.0.113.9')).toBe('203.0.113.9');
  });

  it('reads the header as duplicate headers are joined, and drops a port a balancer added', () => {
    expect(behindProxies('10.1.2.3', '1.1.1.1,203.0.113.9')).toBe('203.0.113.9');
    expect(behindProxies('10.1.2.3', '203.0.113.9:5150')).toBe('203.0.113.9');
    expect(behindProxies('10.1.2.3', '[2001:db8::9]:5150')).toBe('2001:db8::9');
    expect(behindProxies('10.1.2.3', '[2001:DB8::9]')).toBe('2001:db8::9');
  });

  it('believes nothing to the left of an entry that is not an address', () => {
    expect(behindProxies('10.1.2.3', '203.0.113.9, unknown')).toBe('10.1.2.3');
    expect(behindProxies('10.1.2.3', '203.0.113.9, _hidden, 10.4.4.4')).toBe('10.4.4.4');
    expect(behindProxies('10.1.2.3', '')).toBe('10.1.2.3');
    expect(behindProxies('10.1.2.3', ' , ')).toBe('10.1.2.3');
  });

  it('takes the left-most address when every one is a trusted proxy', () => {
    expect(behindProxies('10.1.2.3', '10.9.9.9, 192.0.2.10')).toBe('10.9.9.9');
  });
});

describe('TRUSTED_PROXIES entries', () => {
  it.each([
    ['10.0.0.5', { address: '10.0.0.5', prefix: 32, family: 'ipv4' }],
    ['10.0.0.0/8', { address: '10.0.0.0', prefix: 8, family: 'ipv4' }],
    ['0.0.0.0/0', { address: '0.0.0.0', prefix: 0, family: 'ipv4' }],
    ['::1', { address: '::1', prefix: 128, family: 'ipv6' }],
    ['fd00::/8', { address: 'fd00::', prefix: 8, family: 'ipv6' }],
  ])('accepts %s', (entry, range) => {
    expect(parseAddressRange(entry)).toEqual(range);
  });

  it.each(['proxy.internal', '10.0.0.0/33', '::/129', '10.0.0.0/', '10.0.0.0/8/8', '10.0.0.0/ 8', 'fe80::1%eth0', ''])(
    'refuses %j',
    (entry) => {
      expect(parseAddressRange(entry)).toBeNull();
    },
  );
});
