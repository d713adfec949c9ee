import http from 'node:http';
import https from 'node:https';
import type { FastifyBaseLogger } from 'fastify';
import PQueue from 'p-queue';
import webpush from 'web-push';
import {
  PUSH_MAX_CONCURRENT,
  PUSH_MAX_QUEUED,
  PUSH_TIMEOUT_MS,
  PUSH_TTL_SECONDS,
  type TPushPayload,
} from '@spona/contracts';
import type { VapidKeys } from '../../domain/push/vapidKeys';
import { isNonPublicAddressUrl, publicOnlyLookup } from '../http/publicAddress';

/** One browser to push to: its push service endpoint and the keys the payload is encrypted with. */
export type PushTarget = { endpoint: string; p256dh: string; auth: string };

/**
 * How one push ended: the push service took it; the subscription no longer exists there (404/410:
 * delete it); it failed (refused endpoint, network error, timeout, any other status); or it was
 * dropped because too many pushes were waiting.
 */
export type PushOutcome = 'delivered' | 'gone' | 'failed' | 'dropped';

export type PushSender = {
  /**
   * Encrypts the payload for the browser (RFC 8291, aes128gcm), signs a VAPID token (RFC 8292) and
   * POSTs it to the endpoint, in turn with the other pushes (bounded). Never throws.
   */
  send(target: PushTarget, payload: TPushPayload): Promise<PushOutcome>;
  /** Resolves when no push waits or is under way. */
  drain(): Promise<void>;
  /** Drops what still waits and closes kept-alive connections. */
  close(): void;
};

export type PushSenderOptions = {
  vapid: VapidKeys;
  /** VAPID `sub`: how the push service reaches the operator (mailto:SUPPORT_EMAIL). */
  subject: string;
  /** Tests and development: push services on this machine or the local network are allowed. */
  allowPrivateEndpoints: boolean;
  log: FastifyBaseLogger;
  maxConcurrent?: number;
  maxQueued?: number;
  timeoutMs?: number;
};

/** A push services answers 201 Created (RFC 8030), some 200 or 202. */
const isAccepted = (status: number) => status >= 200 && status < 300;
/** RFC 8030: the subscription expired or was revoked. */
const isGone = (status: number) => status === 404 || status === 410;

/**
 * The web-push sender (issue 7): web-push builds the encrypted body and the VAPID Authorization
 * header; the request itself is ours, so that it has a hard timeout, keeps connections alive, allows
 * a plain-http push service on this machine in tests, and refuses endpoints inside the network
 * (adapters/http/publicAddress.ts). At most `maxConcurrent` pushes are in flight and `maxQueued` wait; a push beyond
 * that is dropped and logged, so a flood of messages cannot grow memory without bound.
 */
export function createPushSender(options: PushSenderOptions): PushSender {
  const {
    vapid,
    subject,
    allowPrivateEndpoints,
    log,
    maxConcurrent = PUSH_MAX_CONCURRENT,
    maxQueued = PUSH_MAX_QUEUED,
    timeoutMs = PUSH_TIMEOUT_MS,
  } = options;
  const agents = {
    'https:': new https.Agent({ keepAlive: true, maxSockets: maxConcurrent }),
    'http:': new http.Agent({ keepAlive: true, maxSockets: maxConcurrent }),
  };
  const queue = new PQueue({ concurrency: maxConcurrent });

  const post = (target: PushTarget, payload: TPushPayload): Promise<PushOutcome> => {
    let url: URL;
    let details: ReturnType<typeof webpush.generateRequestDetails>;
    try {
      url = new URL(target.endpoint);
      if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new Error('not an http(s) endpoint');
      if (!allowPrivateEndpoints && isNonPublicAddressUrl(url)) throw new Error('not a public host');
      details = webpush.generateRequestDetails(
        { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
        JSON.stringify(payload),
        {
          vapidDetails: { subject, publicKey: vapid.publicKey, privateKey: vapid.privateKey },
          TTL: PUSH_TTL_SECONDS,
          contentEncoding: 'aes128gcm',
          urgency: 'normal',
          // RFC 8030 topic: a browser that was offline gets the newest push of a conversation only.
          topic: payload.tag,
        },
      );
    } catch (err) {
      log.warn({ err, host: hostOf(target.endpoint) }, 'push not sent: bad endpoint or keys');
      return Promise.resolve('failed');
    }
    const protocol = url.protocol as 'https:' | 'http:';
    return new Promise<PushOutcome>((resolve) => {
      const request = (protocol === 'https:' ? https : http).request(
        url,
        {
          method: 'POST',
          headers: details.headers as http.OutgoingHttpHeaders,
          agent: agents[protocol],
          lookup: allowPrivateEndpoints ? undefined : publicOnlyLookup,
          signal: AbortSignal.timeout(timeoutMs),
        },
        (response) => {
          const status = response.statusCode ?? 0;
          // The answer's body means nothing to us; read it away so the connection is reused.
          response.resume();
          response.on('end', () => {
            if (isAccepted(status)) return resolve('delivered');
            if (isGone(status)) return resolve('gone');
            log.warn({ status, host: url.host }, 'push refused by the push service');
            resolve('failed');
          });
          // Cut off mid-answer (the timeout): 'end' never comes.
          response.on('close', () => resolve('failed'));
        },
      );
      request.on('error', (err) => {
        log.warn({ err, host: url.host }, 'push not sent');
        resolve('failed');
      });
      request.end(details.body);
    });
  };

  return {
    send(target, payload) {
      // Only pushes beyond the free slots wait (queue.size); post() never rejects.
      if (queue.size >= maxQueued) {
        log.warn({ queued: queue.size }, 'push dropped: too many pushes waiting');
        return Promise.resolve('dropped');
      }
      return queue.add(() => post(target, payload));
    },
    async drain() {
      await queue.onIdle();
    },
    close() {
      agents['https:'].destroy();
      agents['http:'].destroy();
    },
  };
}

/** The host of an endpoint for logs (the path is a capability: it is never logged). */
function hostOf(endpoint: string): string | undefined {
  try {
    return new URL(endpoint).host;
  } catch {
    return undefined;
  }
}
