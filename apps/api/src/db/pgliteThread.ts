import { once } from 'node:events';
import { Duplex } from 'node:stream';
import { MessageChannel, Worker, type MessagePort } from 'node:worker_threads';
import type { PgliteWorkerData, PgliteWorkerReply, PgliteWorkerRequest } from './pgliteWorker';

/** The embedded database running in its own thread (db/pgliteWorker.ts). */
export type PgliteThread = {
  /** A new connection: a stream of PostgreSQL wire protocol for node-postgres' `stream` option. */
  connect(): Duplex;
  /** A dump of the data directory (test templates). */
  dumpDataDir(): Promise<Blob>;
  /** Closes PGlite and ends the thread. */
  close(): Promise<void>;
};

/**
 * The worker's file beside this module: the TypeScript source under tsx and vitest, the bundled
 * `pgliteWorker.js` beside dist/main.js in the production build (build/bundleServer.ts).
 */
const IS_SOURCE = import.meta.url.endsWith('.ts');
const WORKER_URL = new URL(IS_SOURCE ? './pgliteWorker.ts' : './pgliteWorker.js', import.meta.url);

/** Starts PGlite in a worker thread and resolves once its database is open. */
export async function startPgliteThread(data: PgliteWorkerData): Promise<PgliteThread> {
  const options = { workerData: data, transferList: data.template ? [data.template] : [] };
  const worker = IS_SOURCE
    ? // The source needs tsx to load, and a worker does not inherit its parent's loader hooks.
      new Worker(
        `import('tsx/esm/api').then((tsx) => tsx.tsImport(${JSON.stringify(WORKER_URL.href)}, ${JSON.stringify(WORKER_URL.href)}))`,
        { ...options, eval: true },
      )
    : new Worker(WORKER_URL, options);
  const failed = once(worker, 'error').then(([error]) => Promise.reject(error as Error));
  const exited = once(worker, 'exit');
  await Promise.race([once(worker, 'message'), failed]);
  failed.catch(() => undefined);
  // A thread that died (PostgreSQL aborted inside PGlite) answers nothing more: every later connection
  // fails at once instead of waiting forever, so requests get their error and the health check its 503.
  let isClosing = false;
  let death: Error | undefined;
  worker.on('error', (error) => {
    death = error;
    console.error('PGlite worker failed:', error);
  });
  worker.once('exit', (code) => {
    if (!isClosing) death ??= new Error(`the PGlite worker exited with code ${code}`);
  });

  const ask = async (request: (reply: MessagePort) => PgliteWorkerRequest): Promise<PgliteWorkerReply> => {
    const { port1, port2 } = new MessageChannel();
    worker.postMessage(request(port2), [port2]);
    const [reply] = (await once(port1, 'message')) as [PgliteWorkerReply];
    port1.close();
    if (!reply.ok) throw new Error(`PGlite worker: ${reply.message}`);
    return reply;
  };
  return {
    connect() {
      const { port1, port2 } = new MessageChannel();
      const connection = new WorkerConnection(port1);
      if (death) {
        const error = death;
        process.nextTick(() => connection.destroy(error));
      } else {
        worker.postMessage({ type: 'connect', port: port2 } satisfies PgliteWorkerRequest, [port2]);
      }
      return connection;
    },
    async dumpDataDir() {
      const reply = await ask((reply) => ({ type: 'dump', reply }));
      return new Blob([reply.ok && reply.dump ? reply.dump : new ArrayBuffer(0)]);
    },
    async close() {
      isClosing = true;
      if (death) return;
      await ask((reply) => ({ type: 'close', reply }));
      await Promise.race([exited, worker.terminate()]);
    },
  };
}

/**
 * One connection to the worker, in the shape node-postgres expects of a socket: bytes written go to
 * the worker as they are, the worker's answers come out as data.
 */
class WorkerConnection extends Duplex {
  constructor(private readonly port: MessagePort) {
    super();
    port.on('message', (bytes: Uint8Array) =>
      this.push(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.length)),
    );
    port.once('close', () => this.push(null));
  }

  /** node-postgres "connects" the socket it was given; the port is open from the start. */
  connect(): this {
    process.nextTick(() => this.emit('connect'));
    return this;
  }

  setNoDelay(): this {
    return this;
  }

  setKeepAlive(): this {
    return this;
  }

  ref(): this {
    this.port.ref();
    return this;
  }

  unref(): this {
    this.port.unref();
    return this;
  }

  override _read(): void {}

  override _write(chunk: Buffer, _encoding: BufferEncoding, done: (error?: Error | null) => void): void {
    // A copy of its own, handed over: a Buffer may be a view into a shared pool a post would clone whole.
    const bytes = new Uint8Array(chunk);
    this.port.postMessage(bytes, [bytes.buffer]);
    done();
  }

  override _final(done: (error?: Error | null) => void): void {
    this.port.close();
    done();
  }

  override _destroy(error: Error | null, done: (error?: Error | null) => void): void {
    this.port.close();
    done(error);
  }
}
