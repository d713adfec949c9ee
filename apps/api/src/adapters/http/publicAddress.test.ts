import { describe, expect, it } from 'vitest';
import { isNonPublicAddressUrl, isPublicAddress, publicOnlyLookup } from './publicAddress';

describe('isPublicAddress', () => {
  it('tells public addresses from the ones inside a network', () => {
    for (const address of ['142.250.180.10', '2a00:1450:4001:82b::200a']) {
      expect(isPublicAddress(address), address).toBe(true);
    }
    for (const address of [
      '127.0.0.1',
      '10.1.2.3',
      '172.20.0.1',
      '192.168.1.1',
      '169.254.169.254',
      '100.64.0.1',
      '0.0.0.0',
      '::1',
      '::',
      'fd00::1',
      'fe80::1',
      '::ffff:10.0.0.1',
      'not an address',
    ]) {
      expect(isPublicAddress(address), address).toBe(false);
    }
  });
});

describe('isNonPublicAddressUrl', () => {
  it('refuses a URL naming an address inside a network, IPv6 in brackets too, and leaves names to the lookup', () => {
    for (const url of [
      'http://127.0.0.1:9000/x',
      'https://[::1]/x',
      'https://[fd00::1]/x',
      'http://10.0.0.1/',
    ]) {
      expect(isNonPublicAddressUrl(new URL(url)), url).toBe(true);
    }
    for (const url of [
      'https://142.250.180.10/x',
      'https://[2a00:1450:4001:82b::200a]/x',
      'https://localhost/',
    ]) {
      expect(isNonPublicAddressUrl(new URL(url)), url).toBe(false);
    }
  });
});

describe('publicOnlyLookup', () => {
  it('refuses a name that resolves to this machine when connecting', async () => {
    const error = await new Promise<Error | null>((resolve) =>
      publicOnlyLookup('localhost', {}, (err) => resolve(err)),
    );
    expect(error).toMatchObject({ code: 'ENOTPUBLIC', message: 'localhost is not a public host' });
  });
});
