import Echo from 'laravel-echo';
import { io, type Socket } from 'socket.io-client';

/**
 * Test helpers of the real-time tests: the stock laravel-echo client configured exactly as REALTIME.md
 * says, and an inbox that waits for events with a timeout instead of sleeping.
 */

export type EchoClient = {
  echo: Echo<'socket.io'>;
  socket: Socket;
  /** Resolves once the server has handled everything this client sent before (see `settle`). */
  settle(): Promise<void>;
  close(): void;
};

const DEFAULT_TIMEOUT_MS = 5000;
let barrierCounter = 0;

/** REALTIME.md's client, against a test server's origin. */
export function connectEcho(origin: string, token: string): EchoClient {
  const echo = new Echo<'socket.io'>({
    broadcaster: 'socket.io',
    client: io,
    host: origin,
    namespace: false,
    transports: ['websocket'],
    auth: { headers: { Authorization: `Bearer ${token}` } },
  });
  const socket = echo.connector.socket as unknown as Socket;
  return {
    echo,
    socket,
    async settle() {
      // The server handles one socket's events in order: when a refusal of a channel that cannot
      // exist comes back, every earlier subscribe and whisper of this socket has been handled.
      barrierCounter += 1;
      const channel = `private-barrier.${barrierCounter}`;
      const refused = waitFor<[string, number]>((resolve) => {
        const handler = (name: string, status: number) => {
          if (name === channel) {
            socket.off('subscription_error', handler);
            resolve([name, status]);
          }
        };
        socket.on('subscription_error', handler);
      }, `the barrier ${channel}`);
      socket.emit('subscribe', { channel });
      await refused;
    },
    close() {
      echo.disconnect();
    },
  };
}

/** Resolves when the socket is connected; rejects with the server's connect_error message. */
export function connected(client: EchoClient): Promise<void> {
  if (client.socket.connected) return Promise.resolve();
  return waitFor<void>((resolve, reject) => {
    client.socket.once('connect', () => resolve());
    client.socket.once('connect_error', (err: Error) => reject(err));
  }, 'the connection');
}

/** A promise with a timeout, so a missing event fails the test instead of hanging it. */
export function waitFor<T>(
  start: (resolve: (value: T) => void, reject: (err: Error) => void) => void,
  what: string,
  timeoutMs = DEFAULT_TIMEOUT_MS,
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`timed out waiting for ${what}`)), timeoutMs);
    start(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (err) => {
        clearTimeout(timer);
        reject(err);
      },
    );
  });
}

/** Everything received, in order, with a way to wait for the n-th item that matches. */
export class Inbox<T = unknown> {
  readonly items: T[] = [];
  private waiters: Array<() => void> = [];

  constructor(private readonly name: string) {}

  /** A callback for `listen`, `here`, `joining`, ...: records what it gets. */
  readonly push = (item: T) => {
    this.items.push(item);
    for (const wake of this.waiters) wake();
  };

  /** Waits until `count` items match (all items by default) and returns the matching ones. */
  async waitFor(count: number, matches: (item: T) => boolean = () => true, timeoutMs?: number): Promise<T[]> {
    const found = () => this.items.filter(matches);
    if (found().length >= count) return found();
    return waitFor<T[]>(
      (resolve) => {
        const wake = () => {
          if (found().length < count) return;
          this.waiters = this.waiters.filter((w) => w !== wake);
          resolve(found());
        };
        this.waiters.push(wake);
      },
      `${count} item(s) in ${this.name} (has ${JSON.stringify(this.items)})`,
      timeoutMs,
    );
  }
}
