import { generateKeyPairSync } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

export const VAPID_KEYS_FILE = 'vapid.json';

/**
 * The VAPID key pair of web push (RFC 8292) in the form web-push libraries and
 * PushManager.subscribe() use: the public key as the base64url 65-byte uncompressed P-256 point, the
 * private key as the base64url 32-byte scalar.
 */
export type VapidKeys = { publicKey: string; privateKey: string };

const BASE64URL = /^[A-Za-z0-9_-]+$/;
const isVapidPair = (keys: Partial<VapidKeys> | undefined): keys is VapidKeys =>
  typeof keys?.publicKey === 'string' &&
  typeof keys.privateKey === 'string' &&
  BASE64URL.test(keys.publicKey) &&
  BASE64URL.test(keys.privateKey) &&
  Buffer.from(keys.publicKey, 'base64url').length === 65 &&
  Buffer.from(keys.privateKey, 'base64url').length === 32;

/** A new P-256 key pair in the VAPID form. */
export function generateVapidKeys(): VapidKeys {
  const { publicKey, privateKey } = generateKeyPairSync('ec', { namedCurve: 'prime256v1' });
  const pub = publicKey.export({ format: 'jwk' });
  const priv = privateKey.export({ format: 'jwk' });
  const raw = Buffer.concat([
    Buffer.from([0x04]),
    Buffer.from(pub.x!, 'base64url'),
    Buffer.from(pub.y!, 'base64url'),
  ]);
  return { publicKey: raw.toString('base64url'), privateKey: priv.d! };
}

/**
 * The server's VAPID keys, as the OAuth client secret (domain/accounts/oauthClient.ts): from
 * VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY, else generated on first start into DATA_DIR/vapid.json (mode
 * 0600) and reused. Several processes must share the variables (or DATA_DIR): browsers subscribed with
 * one public key accept pushes signed by its private key only.
 */
export async function ensureVapidKeys(options: {
  configured: Partial<VapidKeys>;
  dataDir: string;
}): Promise<VapidKeys> {
  if (options.configured.publicKey && options.configured.privateKey) {
    return { publicKey: options.configured.publicKey, privateKey: options.configured.privateKey };
  }
  const file = path.join(options.dataDir, VAPID_KEYS_FILE);
  try {
    const stored = JSON.parse(await readFile(file, 'utf8')) as Partial<VapidKeys>;
    if (isVapidPair(stored)) return { publicKey: stored.publicKey, privateKey: stored.privateKey };
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT' && !(err instanceof SyntaxError)) throw err;
  }
  await mkdir(options.dataDir, { recursive: true });
  const keys = generateVapidKeys();
  await writeFile(file, `${JSON.stringify(keys)}\n`, { mode: 0o600 });
  return keys;
}

/** Whether a configured pair has the VAPID form (config.ts checks the variables with it). */
export const isVapidKeyPair = isVapidPair;
