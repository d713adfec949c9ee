import { createPrivateKey, createPublicKey, sign, verify } from 'node:crypto';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config';
import { ensureVapidKeys, generateVapidKeys, VAPID_KEYS_FILE } from './vapidKeys';

const dirs: string[] = [];
const tempDir = async () => {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'spona-vapid-'));
  dirs.push(dir);
  return dir;
};
afterEach(async () => {
  await Promise.all(dirs.splice(0).map((d) => rm(d, { recursive: true, force: true })));
});

describe('VAPID keys', () => {
  it('generates a P-256 pair whose keys sign and verify together', () => {
    const { publicKey, privateKey } = generateVapidKeys();
    const raw = Buffer.from(publicKey, 'base64url');
    const jwk = {
      kty: 'EC',
      crv: 'P-256',
      x: raw.subarray(1, 33).toString('base64url'),
      y: raw.subarray(33).toString('base64url'),
    };
    const priv = createPrivateKey({ key: { ...jwk, d: privateKey }, format: 'jwk' });
    const pub = createPublicKey({ key: jwk, format: 'jwk' });
    const signature = sign('sha256', Buffer.from('claims'), priv);
    expect(verify('sha256', Buffer.from('claims'), pub, signature)).toBe(true);
  });

  it('generates the keys once into DATA_DIR (mode 0600) and reuses them', async () => {
    const dataDir = await tempDir();
    const first = await ensureVapidKeys({ configured: {}, dataDir });
    const again = await ensureVapidKeys({ configured: {}, dataDir });
    expect(again).toEqual(first);
    expect((await stat(path.join(dataDir, VAPID_KEYS_FILE))).mode & 0o777).toBe(0o600);
  });

  it('refuses a configuration with only one of the two keys', () => {
    const { publicKey } = generateVapidKeys();
    expect(() => loadConfig({ VAPID_PUBLIC_KEY: publicKey })).toThrow(ConfigError);
    expect(() => loadConfig({ VAPID_PUBLIC_KEY: 'nope', VAPID_PRIVATE_KEY: 'nope' })).toThrow(
      /VAPID_PUBLIC_KEY/,
    );
  });
});
