import {
  createDecipheriv,
  createECDH,
  createHmac,
  createPublicKey,
  randomBytes,
  verify,
  type ECDH,
} from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A stand-in push service for tests (no browser push service is reachable here): an HTTP server on
 * 127.0.0.1 that records every push it gets and answers 201, or what a test tells it for one path,
 * and a browser's side of a subscription: a real P-256 key pair and auth secret, with the RFC 8291 /
 * RFC 8188 decryption and the RFC 8292 VAPID check a browser's push service and browser would do.
 */

export type ReceivedPush = {
  path: string;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
};

export type PushService = {
  /** `http://127.0.0.1:{port}` */
  origin: string;
  /** A fresh endpoint URL on this service. */
  newEndpoint(): string;
  received: ReceivedPush[];
  /** The pushes to `endpoint` once there are at least `count` of them (or after 5 s, what came). */
  pushesTo(endpoint: string, count: number): Promise<ReceivedPush[]>;
  /** Answers pushes to `endpoint` with `status`, or holds them unanswered until released ('hold'). */
  answer(endpoint: string, status: number | 'hold'): void;
  /** Answers every held push with 201. */
  release(): void;
  close(): Promise<void>;
};

export async function startPushService(): Promise<PushService> {
  const received: ReceivedPush[] = [];
  const answers = new Map<string, number | 'hold'>();
  const held: http.ServerResponse[] = [];
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const path = request.url ?? '/';
      received.push({ path, headers: request.headers, body: Buffer.concat(chunks) });
      const answer = answers.get(path) ?? 201;
      if (answer === 'hold') held.push(response);
      else response.writeHead(answer).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const pathOf = (endpoint: string) => new URL(endpoint).pathname;
  const release = () => {
    for (const response of held.splice(0)) response.writeHead(201).end();
  };
  return {
    origin,
    received,
    newEndpoint: () => `${origin}/push/${randomBytes(12).toString('base64url')}`,
    async pushesTo(endpoint, count) {
      const deadline = Date.now() + 5000;
      for (;;) {
        const pushes = received.filter((p) => p.path === pathOf(endpoint));
        if (pushes.length >= count || Date.now() > deadline) return pushes;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    },
    answer: (endpoint, status) => answers.set(pathOf(endpoint), status),
    release,
    async close() {
      release();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** A browser's push subscription keys, as PushSubscription.toJSON() gives them, and their secrets. */
export type BrowserPushKeys = {
  p256dh: string;
  auth: string;
  /** Decrypts an aes128gcm push body (RFC 8291 over RFC 8188) as this browser would. */
  decrypt(body: Buffer): Buffer;
};

const hmac = (key: Buffer, ...data: Buffer[]) => {
  const mac = createHmac('sha256', key);
  for (const part of data) mac.update(part);
  return mac.digest();
};

export function generateBrowserPushKeys(): BrowserPushKeys {
  const ecdh: ECDH = createECDH('prime256v1');
  const uaPublic = ecdh.generateKeys();
  const authSecret = randomBytes(16);
  return {
    p256dh: uaPublic.toString('base64url'),
    auth: authSecret.toString('base64url'),
    decrypt(body) {
      // RFC 8188 header: salt (16) | record size (4) | key id length (1) | key id (the sender's key).
      const salt = body.subarray(0, 16);
      const recordSize = body.readUInt32BE(16);
      const idLength = body[20]!;
      const asPublic = body.subarray(21, 21 + idLength);
      const record = body.subarray(21 + idLength);
      if (record.length > recordSize) throw new Error('more than one record');
      // RFC 8291 section 3.4: the input keying material from the ECDH secret and the auth secret.
      const ecdhSecret = ecdh.computeSecret(asPublic);
      const prkKey = hmac(authSecret, ecdhSecret);
      const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), uaPublic, asPublic]);
      const ikm = hmac(prkKey, keyInfo, Buffer.from([1]));
      // RFC 8188 section 2.2: content-encryption key and nonce.
      const prk = hmac(salt, ikm);
      const cek = hmac(prk, Buffer.from('Content-Encoding: aes128gcm\0'), Buffer.from([1])).subarray(0, 16);
      const nonce = hmac(prk, Buffer.from('Content-Encoding: nonce\0'), Buffer.from([1])).subarray(0, 12);
      const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
      decipher.setAuthTag(record.subarray(record.length - 16));
      const padded = Buffer.concat([
        decipher.update(record.subarray(0, record.length - 16)),
        decipher.final(),
      ]);
      // The last record ends with the delimiter 0x02 followed by zero padding.
      let end = padded.length - 1;
      while (end >= 0 && padded[end] === 0) end -= 1;
      if (padded[end] !== 2) throw new Error('missing last-record delimiter');
      return padded.subarray(0, end);
    },
  };
}

/** The claims of a VAPID token (RFC 8292). */
export type VapidClaims = { aud: string; exp: number; sub: string };

/**
 * Checks an `Authorization: vapid t=<JWT>, k=<key>` header as a push service does: the key is
 * `publicKey` and the JWT is an ES256 token signed by it. Returns the claims; throws otherwise.
 */
export function verifyVapidAuthorization(authorization: string | undefined, publicKey: string): VapidClaims {
  const match = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(authorization ?? '');
  if (!match) throw new Error(`not a VAPID Authorization header: ${authorization}`);
  const [, jwt, key] = match as unknown as [string, string, string];
  if (key !== publicKey) throw new Error('the k= key is not the server VAPID public key');
  const [header, claims, signature] = jwt.split('.') as [string, string, string];
  const json = (part: string) => JSON.parse(Buffer.from(part, 'base64url').toString('utf8')) as unknown;
  expectShape(json(header), { typ: 'JWT', alg: 'ES256' });
  const raw = Buffer.from(publicKey, 'base64url');
  const jwk = {
    kty: 'EC',
    crv: 'P-256',
    x: raw.subarray(1, 33).toString('base64url'),
    y: raw.subarray(33).toString('base64url'),
  };
  const isValid = verify(
    'sha256',
    Buffer.from(`${header}.${claims}`),
    { key: createPublicKey({ key: jwk, format: 'jwk' }), dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  if (!isValid) throw new Error('the VAPID signature does not verify');
  return json(claims) as VapidClaims;
}

function expectShape(value: unknown, expected: Record<string, string>) {
  for (const [k, v] of Object.entries(expected)) {
    if ((value as Record<string, unknown>)[k] !== v) throw new Error(`JWT header ${k} is not ${v}`);
  }
}
