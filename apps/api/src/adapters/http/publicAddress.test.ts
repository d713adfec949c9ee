import { describe, expect, it } from 'vitest';
import { isPublicAddress } from './publicAddress';

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
