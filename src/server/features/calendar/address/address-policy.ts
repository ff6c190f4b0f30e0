import net from 'node:net';

/**
 * Where the server may go for a coach's calendar (issue 27): an address a coach pastes is chosen
 * by them, so it could point at the server's own network. Only public addresses are read; this
 * machine's own (loopback) only on a laptop, for a calendar served locally while developing.
 */
const notPublic = new net.BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8], // "this network"
  ['10.0.0.0', 8], // private
  ['100.64.0.0', 10], // carrier-grade NAT (and Alibaba's metadata, 100.100.100.200)
  ['127.0.0.0', 8], // loopback
  ['169.254.0.0', 16], // link-local, with the clouds' metadata (169.254.169.254)
  ['172.16.0.0', 12], // private
  ['192.0.0.0', 24], // protocol assignments
  ['192.0.2.0', 24], // documentation
  ['192.168.0.0', 16], // private
  ['198.18.0.0', 15], // benchmarking
  ['198.51.100.0', 24], // documentation
  ['203.0.113.0', 24], // documentation
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, and the broadcast address
] as const) {
  notPublic.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 128], // unspecified
  ['::1', 128], // loopback
  ['64:ff9b::', 96], // NAT64: an IPv4 address behind it may be private
  ['64:ff9b:1::', 48], // local NAT64
  ['100::', 64], // discard
  ['2001:db8::', 32], // documentation
  ['2002::', 16], // 6to4: an IPv4 address inside
  ['fc00::', 7], // unique local (AWS's metadata, fd00:ec2::254)
  ['fe80::', 10], // link-local
  ['ff00::', 8], // multicast
] as const) {
  notPublic.addSubnet(network, prefix, 'ipv6');
}

const loopback = new net.BlockList();
loopback.addSubnet('127.0.0.0', 8, 'ipv4');
loopback.addAddress('::1', 'ipv6');

/** An IPv6 address that carries an IPv4 one (::ffff:10.0.0.1) is judged as that IPv4 address. */
function plainAddress(address: string): { address: string; family: 'ipv4' | 'ipv6' } | null {
  const family = net.isIP(address);
  if (family === 4) return { address, family: 'ipv4' };
  if (family !== 6) return null;
  const mapped = /^::ffff:(?:0:)?(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return { address: mapped[1]!, family: 'ipv4' };
  const hexMapped = /^::ffff:(?:0:)?([0-9a-f]{1,4}):([0-9a-f]{1,4})$/i.exec(address);
  if (hexMapped) {
    const [high, low] = [parseInt(hexMapped[1]!, 16), parseInt(hexMapped[2]!, 16)];
    return { address: [high >> 8, high & 255, low >> 8, low & 255].join('.'), family: 'ipv4' };
  }
  return { address, family: 'ipv6' };
}

export const isLoopbackAddress = (address: string) => {
  const plain = plainAddress(address);
  return plain !== null && loopback.check(plain.address, plain.family);
};

/**
 * May the server connect to this IP address? A public one, always; this machine's own only when
 * the server is not deployed. Private, link-local, metadata and reserved ones never.
 */
export function mayConnectTo(address: string, { deployed }: { deployed: boolean }) {
  const plain = plainAddress(address);
  if (!plain) return false;
  if (!notPublic.check(plain.address, plain.family)) return true;
  return !deployed && loopback.check(plain.address, plain.family);
}

/** A host name as the URL holds it, without an IPv6 literal's brackets. */
export const bareHost = (url: URL) => url.hostname.replace(/^\[(.*)\]$/, '$1');

const isLoopbackName = (host: string) => host === 'localhost' || host.endsWith('.localhost') || isLoopbackAddress(host);

/**
 * May the server ask this address at all? https always; http only for this machine's own address
 * on a laptop. (Where its host leads is checked when it is resolved.)
 */
export function mayRequest(url: URL, { deployed }: { deployed: boolean }) {
  if (url.protocol === 'https:') return true;
  return url.protocol === 'http:' && !deployed && isLoopbackName(bareHost(url).toLowerCase());
}
