import { BlockList, isIP } from 'node:net';

/** Address ranges that are not the public internet: this machine, private networks, cloud metadata. */
const NOT_PUBLIC = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const) {
  NOT_PUBLIC.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const) {
  NOT_PUBLIC.addSubnet(network, prefix, 'ipv6');
}
// IPv4-mapped IPv6 addresses (::ffff:10.0.0.1) are checked against the IPv4 rules by BlockList
// itself; listing ::ffff:0:0/96 here would refuse every IPv4 address.

/**
 * Whether an IP address is on the public internet: what the server may fetch from when someone else
 * chose the address (SSRF: a feed naming http://169.254.169.254/ or a machine of our own network).
 */
export function isPublicAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 0) return false;
  return !NOT_PUBLIC.check(address, family === 4 ? 'ipv4' : 'ipv6');
}
