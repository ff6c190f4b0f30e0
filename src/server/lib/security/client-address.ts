import net from 'node:net';

interface AddressRange {
  address: string;
  prefix: number;
  family: 'ipv4' | 'ipv6';
}

/** `10.0.0.7`, `10.0.0.0/8`, `::1`, `fd00::/8`; null for anything else (a name, a bad prefix). */
export function parseAddressRange(entry: string): AddressRange | null {
  const slash = entry.indexOf('/');
  const address = slash === -1 ? entry : entry.slice(0, slash);
  const version = net.isIP(address);
  if (version === 0 || address.includes('%')) return null;
  const family = version === 4 ? 'ipv4' : 'ipv6';
  const bits = version === 4 ? 32 : 128;
  if (slash === -1) return { address, prefix: bits, family };
  const prefixText = entry.slice(slash + 1);
  if (!/^\d{1,3}$/.test(prefixText) || Number(prefixText) > bits) return null;
  return { address, prefix: Number(prefixText), family };
}

/** `::ffff:10.0.0.7` (an IPv4 peer on a dual-stack socket) is `10.0.0.7`. */
function plainAddress(address: string) {
  const lower = address.toLowerCase();
  return lower.startsWith('::ffff:') && net.isIPv4(lower.slice(7)) ? lower.slice(7) : lower;
}

/**
 * One entry of X-Forwarded-For as an address, or null when it is not one. Some balancers add the
 * client's port (`203.0.113.7:5150`, `[2001:db8::7]:5150`): the port is dropped.
 */
function forwardedAddress(entry: string) {
  let text = entry.trim();
  const bracketed = /^\[([^\]]+)\](?::\d{1,5})?$/.exec(text);
  if (bracketed) text = bracketed[1]!;
  else if (/^[\d.]+:\d{1,5}$/.test(text)) text = text.slice(0, text.indexOf(':'));
  return net.isIP(text) === 0 || text.includes('%') ? null : plainAddress(text);
}

/** The client's address from the socket's peer and the X-Forwarded-For header it sent, if any. */
export type ClientAddressOf = (peer: string | undefined, forwardedFor: string | undefined) => string;

/**
 * TRUSTED_PROXIES as a rule (ADR 034). A request's client is its socket's peer, unless that peer
 * is a trusted proxy: then X-Forwarded-For is read from the right (each proxy appends the address
 * it was reached from) and the client is the first address that is not itself a trusted proxy.
 * Everything to its left was written by that client and is ignored. Should every address in the
 * header be trusted, the left-most one is the client; should an entry not be an address, the
 * nearest hop to its right is (nothing it names can be believed).
 */
export function clientAddressRule(trustedProxies: readonly string[]): ClientAddressOf {
  if (trustedProxies.length === 0) return (peer) => (peer ? plainAddress(peer) : 'unknown');
  const trusted = new net.BlockList();
  for (const entry of trustedProxies) {
    const range = parseAddressRange(entry);
    if (!range) throw new Error(`Not an address or range: ${entry}`);
    trusted.addSubnet(range.address, range.prefix, range.family);
  }
  const isTrusted = (address: string) => trusted.check(address, net.isIPv6(address) ? 'ipv6' : 'ipv4');
  return (peer, forwardedFor) => {
    if (!peer) return 'unknown';
    let client = plainAddress(peer);
    if (!forwardedFor || !isTrusted(client)) return client;
    const hops = forwardedFor.split(',');
    for (let index = hops.length - 1; index >= 0; index -= 1) {
      const hop = forwardedAddress(hops[index]!);
      if (!hop) break;
      client = hop;
      if (!isTrusted(hop)) break;
    }
    return client;
  };
}
