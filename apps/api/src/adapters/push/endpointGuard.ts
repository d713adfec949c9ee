import { isLoopbackPushEndpoint } from '@spona/contracts';
import { isNonPublicAddressUrl } from '../http/publicAddress';

/**
 * Push endpoints are URLs a user hands us, and the server POSTs to them: without a guard anyone could
 * make it knock on the machines of its own network (SSRF). Real push services (FCM, Mozilla, Apple,
 * Microsoft) are public hosts, so addresses that are not public are refused, both when a subscription
 * is stored (an address in the URL, here) and when a push connects (what the name resolves to at that
 * moment, so a name that later points inside is caught too: pushSender.ts with publicOnlyLookup).
 * Tests and development run their stand-in push service on this machine: PUSH_ALLOW_PRIVATE_ENDPOINTS
 * turns the guard off.
 *
 * Whether a subscription's endpoint may be stored: with the guard on, not a host of this machine and
 * not an address that is not public.
 */
export function isAllowedPushEndpoint(endpoint: string, allowPrivate: boolean): boolean {
  if (allowPrivate) return true;
  if (isLoopbackPushEndpoint(endpoint)) return false;
  try {
    return !isNonPublicAddressUrl(new URL(endpoint));
  } catch {
    return false;
  }
}
