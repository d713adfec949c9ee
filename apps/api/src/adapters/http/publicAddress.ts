import dns from 'node:dns';
import { BlockList, isIP, type LookupFunction } from 'node:net';

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

/** The error of a connection refused because its host is not on the public internet. */
export class NotPublicAddressError extends Error {
  readonly code = 'ENOTPUBLIC';
}

/** The URL's host without the brackets of an IPv6 literal. */
export const hostOf = (url: URL): string => url.hostname.replace(/^\[(.*)\]$/, '$1');

/** Whether the URL names its host by an IP address that is not public (a literal skips the lookup). */
export function isNonPublicAddressUrl(url: URL): boolean {
  const host = hostOf(url);
  return isIP(host) !== 0 && !isPublicAddress(host);
}

/**
 * The one SSRF-safe `lookup` for http.request, of every fetch from an address someone else chose (blog
 * pictures, web push): it resolves the name and refuses it when any of its addresses is not public.
 * The connection then goes to the address checked here, with no second resolution to race, so a name
 * that points inside the network later is caught too. A URL naming an IP address skips the lookup:
 * check it with isNonPublicAddressUrl.
 */
export const publicOnlyLookup: LookupFunction = (hostname, options, callback) => {
  dns.lookup(hostname, { ...options, all: true }, (error, addresses) => {
    if (error) return callback(error, '', 0);
    const first = addresses[0];
    if (!first || addresses.some((entry) => !isPublicAddress(entry.address))) {
      return callback(new NotPublicAddressError(`${hostname} is not a public host`), '', 0);
    }
    if (options.all)
      return (callback as unknown as (e: null, a: dns.LookupAddress[]) => void)(null, addresses);
    callback(null, first.address, first.family);
  });
};
