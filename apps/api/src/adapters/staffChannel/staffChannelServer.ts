import { chmod, lstat, unlink } from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { runStaffCommand, type StaffCommandResult } from '../../domain/console/staffCommands';
import {
  MAX_SOCKET_PATH_BYTES,
  STAFF_CHANNEL_IDLE_MS,
  STAFF_CHANNEL_MAX_LINE_BYTES,
  STAFF_SOCKET_NAME,
} from './staffChannelProtocol';

export type StaffChannel = { socketPath: string; close(): Promise<void> };

type Options = { dataDir: string; database: Database; publicUrl: string; log: FastifyBaseLogger };

/** Whether a live server answers on the socket (another process of the same DATA_DIR). */
async function isServed(socketPath: string): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = net.connect(socketPath);
    probe.once('connect', () => {
      probe.destroy();
      resolve(true);
    });
    probe.once('error', () => resolve(false));
  });
}

/** Removes a socket file no process listens on (a server that crashed); refuses any other file. */
async function clearStaleSocket(socketPath: string): Promise<'clear' | 'served' | 'not a socket'> {
  const stat = await lstat(socketPath).catch(() => undefined);
  if (!stat) return 'clear';
  if (!stat.isSocket()) return 'not a socket';
  if (await isServed(socketPath)) return 'served';
  await unlink(socketPath);
  return 'clear';
}

/**
 * Issue 17: starts the local channel of `npm run staff` (PGlite admits one process, so the command
 * line reaches the database through the running server). No network port: a Unix socket under
 * DATA_DIR, created with mode 0600 and removed on close. Commands run one at a time on the server's
 * own database connection, each in its own short transaction, so they never block requests for long.
 * Answers undefined (and logs why) when the socket cannot be made: the server runs on without it.
 */
export async function startStaffChannel({
  dataDir,
  database,
  publicUrl,
  log,
}: Options): Promise<StaffChannel | undefined> {
  const socketPath = path.join(dataDir, STAFF_SOCKET_NAME);
  if (Buffer.byteLength(socketPath) > MAX_SOCKET_PATH_BYTES) {
    log.warn({ socketPath }, 'staff channel: DATA_DIR is too long a path for a socket; not started');
    return undefined;
  }
  try {
    const state = await clearStaleSocket(socketPath);
    if (state !== 'clear') {
      log.warn({ socketPath, state }, 'staff channel: the socket path is taken; not started');
      return undefined;
    }
  } catch (err) {
    log.warn({ err, socketPath }, 'staff channel: cannot clear the socket path; not started');
    return undefined;
  }

  let queue: Promise<unknown> = Promise.resolve();
  const runInTurn = (input: unknown): Promise<StaffCommandResult> => {
    const { operator, ...command } = (input ?? {}) as { operator?: unknown };
    const run = queue.then(() =>
      runStaffCommand(database.db, command, {
        publicUrl,
        operator: typeof operator === 'string' ? operator : 'unknown',
      }),
    );
    queue = run.catch(() => undefined);
    return run;
  };

  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.setTimeout(STAFF_CHANNEL_IDLE_MS, () => socket.destroy());
    socket.on('error', () => socket.destroy());
    let buffered = '';
    let answered = false;
    const answer = (result: StaffCommandResult) => {
      if (!socket.destroyed) socket.end(`${JSON.stringify(result)}\n`);
    };
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => {
      if (answered) return;
      buffered += chunk;
      const newline = buffered.indexOf('\n');
      if (newline < 0) {
        if (Buffer.byteLength(buffered) > STAFF_CHANNEL_MAX_LINE_BYTES) {
          answered = true;
          answer({ ok: false, refusal: 'invalid', error: 'The command is too long.' });
        }
        return;
      }
      answered = true;
      let input: unknown;
      try {
        input = JSON.parse(buffered.slice(0, newline));
      } catch {
        answer({ ok: false, refusal: 'invalid', error: 'The command is not JSON.' });
        return;
      }
      runInTurn(input).then(answer, (err: unknown) => {
        log.error({ err }, 'staff channel: command failed');
        answer({
          ok: false,
          refusal: 'invalid',
          error: 'The server could not run the command (see its log).',
        });
      });
    });
  });

  try {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      // Created 0600 from the start (the bind happens inside listen), not chmod-ed after a window.
      const previousUmask = process.umask(0o177);
      try {
        server.listen(socketPath, () => resolve());
      } finally {
        process.umask(previousUmask);
      }
    });
    await chmod(socketPath, 0o600);
  } catch (err) {
    log.warn({ err, socketPath }, 'staff channel: cannot listen on the socket; not started');
    server.close();
    return undefined;
  }
  server.on('error', (err) => log.error({ err }, 'staff channel: socket error'));
  log.info({ socketPath }, 'staff channel: npm run staff reaches this server here');

  return {
    socketPath,
    async close() {
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        for (const socket of sockets) socket.destroy();
      });
      await queue;
      // net.Server removes its socket file on close; make sure of it.
      await unlink(socketPath).catch(() => undefined);
    },
  };
}
