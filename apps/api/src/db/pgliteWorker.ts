import { parentPort, workerData, type MessagePort } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import PQueue from 'p-queue';
import { fuzzystrmatch } from '@electric-sql/pglite/contrib/fuzzystrmatch';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';

/**
 * The embedded database's own thread (db/pgliteThread.ts starts it). PGlite runs PostgreSQL compiled to
 * WebAssembly synchronously: in the server's thread a search held the event loop for its whole run, and
 * under 200 clients no connection was even accepted (docs/PERFORMANCE.md, Overload). Here it only holds
 * this thread. The main thread talks to it in the PostgreSQL wire protocol through node-postgres, one
 * MessagePort per connection; this side cuts the bytes into messages and runs them through PGlite.
 */
export type PgliteWorkerData = {
  /** The directory of the database files; undefined = in memory. */
  dataDir?: string;
  /** A dump of a data directory to start from (test templates). */
  template?: ArrayBuffer;
};

/** What the main thread asks; each request carries the port its answer goes to. */
export type PgliteWorkerRequest =
  | { type: 'connect'; port: MessagePort }
  | { type: 'dump'; reply: MessagePort }
  | { type: 'close'; reply: MessagePort };

/** What a request's reply port receives. */
export type PgliteWorkerReply = { ok: true; dump?: ArrayBuffer } | { ok: false; message: string };

/** Frontend message types that carry no type byte (the startup message) or end the session. */
const TERMINATE = 0x58; // 'X'

const port = parentPort;
if (!port) throw new Error('pgliteWorker runs only as a worker thread');
const { dataDir, template } = workerData as PgliteWorkerData;

const db = await PGlite.create({
  dataDir,
  extensions: { fuzzystrmatch, pg_trgm, unaccent },
  ...(template === undefined ? {} : { loadDataDir: new Blob([template]) }),
});

/**
 * PGlite is one session: everything it runs goes through this queue, one step at a time, so the
 * messages of one connection never interleave with another's or with a dump.
 */
const session = new PQueue({ concurrency: 1 });
const runInTurn = <T>(step: () => Promise<T>): Promise<T> => session.add(step);

/** Length of the first whole message in `bytes`, or 0 while it is still incomplete. */
function firstMessageLength(bytes: Buffer, isStartup: boolean): number {
  if (isStartup) return bytes.length >= 4 && bytes.length >= bytes.readInt32BE(0) ? bytes.readInt32BE(0) : 0;
  if (bytes.length < 5) return 0;
  const length = 1 + bytes.readInt32BE(1);
  return bytes.length >= length ? length : 0;
}

/** A Sync message: ends an extended-protocol exchange, the one an error left the backend skipping to. */
const SYNC = new Uint8Array([0x53, 0, 0, 0, 4]);

/** The connection PGlite's one backend serves; node-postgres' pool of one opens the next after dropping it. */
let current: MessagePort | undefined;

/**
 * A new backend has no prepared statements, no transaction and no failed exchange; PGlite's one backend
 * may keep all three from the connection before. node-postgres drops a client whose statement failed
 * outside a transaction (a unique violation) as soon as the error arrives, before its Sync has run
 * here: messages of two ports have no order between them, so the old Sync may come after the new
 * connection's first statements, which the backend would skip (and the new client, its statement cache
 * empty, would find every named statement 'already exists').
 */
async function startClean(): Promise<void> {
  await db.execProtocolRaw(SYNC);
  if (db.isInTransaction()) await db.exec('ROLLBACK');
  await db.exec('DEALLOCATE ALL');
}

function serveConnection(connection: MessagePort): void {
  current = connection;
  const endConnection = (error: unknown) => {
    // The session is in an unknown state: end this connection (node-postgres sees the stream close).
    console.error('PGlite worker: a protocol message failed', error);
    connection.close();
  };
  // Queued before any message of this connection.
  runInTurn(startClean).catch(endConnection);
  let pending = Buffer.alloc(0);
  let isStartup = true;
  let isOpen = true;
  connection.on('message', (chunk: Uint8Array) => {
    // A dropped connection's last messages (its Sync, its Terminate) would run in the new one's session.
    if (connection !== current) return;
    pending = pending.length === 0 ? Buffer.from(chunk) : Buffer.concat([pending, chunk]);
    const messages: Buffer[] = [];
    for (let length = firstMessageLength(pending, isStartup); length > 0;) {
      messages.push(pending.subarray(0, length));
      pending = pending.subarray(length);
      isStartup = false;
      length = firstMessageLength(pending, isStartup);
    }
    if (messages.length === 0) return;
    runInTurn(async () => {
      if (connection !== current) return;
      const answers: Uint8Array[] = [];
      for (const message of messages) {
        // Terminate would end PGlite's one backend for every later connection; the port closing ends ours.
        if (message[0] === TERMINATE && message.length === 5) continue;
        // A copy: what PGlite returns may be a view into its WebAssembly memory, which a post would clone whole.
        answers.push((await db.execProtocolRaw(message)).slice());
      }
      const answer = new Uint8Array(Buffer.concat(answers));
      if (isOpen && answer.length > 0) connection.postMessage(answer, [answer.buffer]);
    }).catch(endConnection);
  });
  connection.on('close', () => {
    isOpen = false;
    if (connection !== current) return;
    current = undefined;
    // node-postgres dropped a connection in the middle of a transaction (an error, a time-out): end it,
    // as PostgreSQL does when a backend's client goes, so the next connection starts clean.
    runInTurn(async () => {
      if (db.isInTransaction()) await db.exec('ROLLBACK');
    }).catch((error: unknown) => console.error('PGlite worker: a rollback failed', error));
  });
}

function answer(reply: MessagePort, work: () => Promise<PgliteWorkerReply>): void {
  work()
    .catch((error: unknown): PgliteWorkerReply => ({ ok: false, message: String(error) }))
    .then((result) => {
      reply.postMessage(result, result.ok && result.dump ? [result.dump] : []);
      reply.close();
    });
}

port.on('message', (request: PgliteWorkerRequest) => {
  if (request.type === 'connect') return serveConnection(request.port);
  if (request.type === 'dump') {
    return answer(request.reply, () =>
      runInTurn(async () => ({ ok: true, dump: await (await db.dumpDataDir('none')).arrayBuffer() })),
    );
  }
  answer(request.reply, () =>
    runInTurn(async () => {
      await db.close();
      // Nothing else keeps this thread alive: it ends once the answer is out.
      port.close();
      return { ok: true };
    }),
  );
});
port.postMessage('ready');
