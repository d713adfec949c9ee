import dns from 'node:dns';
import { isIP, type LookupFunction } from 'node:net';
import { isLoopbackPushEndpoint } from '@spona/contracts';
import { isPublicAddress } from '../http/publicAddress';

/**
 * Push endpoints are URLs a user hands us, and the server POSTs to them: without a guard anyone could
 * make it knock on the machines of its own network (SSRF). Real push services (FCM, Mozilla, Apple,
 * Microsoft) are public hosts, so addresses that are not public are refused, both when a subscription
 * is stored (an address in the URL) and when a push connects (what the name resolves to at that
 * moment, so a name that later points inside is caught too). Tests and development run their
 * stand-in push service on this machine: PUSH_ALLOW_PRIVATE_ENDPOINTS turns the guard off.
 */
/** The URL's host without IPv6 brackets. */
const hostOf = (url: URL) => url.hostname.replace(/^\[(.*)\]$/, '$1');

/**
 * Whether a subscription's endpoint may be stored: with the guard on, not a host of this machine and
 * not an address that is not public. Names are checked again when a push connects (guardedLookup).
 */
export function isAllowedPushEndpoint(endpoint: string, allowPrivate: boolean): boolean {
  if (allowPrivate) return true;
  if (isLoopbackPushEndpoint(endpoint)) return false;
  try {
    const host = hostOf(new URL(endpoint));
    return isIP(host) === 0 || isPublicAddress(host);
  } catch {
    return false;
  }
}

/** The error of a push endpoint that resolves to an address the guard refuses. */
export class PrivateEndpointError extends Error {
  readonly code = 'EPUSHPRIVATE';
}

/**
 * A `lookup` for http.request that resolves the name and refuses it when any of its addresses is not
 * public; the connection then goes to the address checked here (no second resolution to race).
 */
export const guardedLookup: LookupFunction = (hostname, options, callback) => {
  dns.lookup(hostname, { ...options, all: true }, (err, addresses) => {
    if (err) {
      callback(err, '', 0);
      return;
    }
    const refused = addresses.find((a) => !isPublicAddress(a.address));
    const first = addresses[0];
    if (refused || !first) {
      callback(new PrivateEndpointError(`push endpoint ${hostname} is not a public host`), '', 0);
      return;
    }
    if (options.all) (callback as unknown as (e: null, a: dns.LookupAddress[]) => void)(null, addresses);
    else callback(null, first.address, first.family);
  });
};

/** Whether the URL names its host by an IP address that is not public (lookup is skipped for those). */
export function isPrivateAddressUrl(url: URL): boolean {
  const host = hostOf(url);
  return isIP(host) !== 0 && !isPublicAddress(host);
}
