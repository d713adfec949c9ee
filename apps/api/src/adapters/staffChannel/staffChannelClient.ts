import net from 'node:net';
import type { StaffCommandResult, TStaffCommand } from '../../domain/console/staffCommands';
import { STAFF_CHANNEL_MAX_LINE_BYTES } from './staffChannelProtocol';

/** How long the command line waits for the server's answer. */
const ANSWER_TIMEOUT_MS = 30_000;

/** Nothing listens on the socket: no file, or a file a crashed server left behind. */
const NOBODY_LISTENS = new Set(['ENOENT', 'ECONNREFUSED']);

/**
 * Issue 17: sends one command to a running server over its local channel (staffChannelProtocol.ts).
 * Answers undefined when nothing listens there (the caller then opens the database itself); throws
 * when a server listens but the exchange fails.
 */
export async function sendStaffCommand(
  socketPath: string,
  command: TStaffCommand & { operator: string },
  { timeoutMs = ANSWER_TIMEOUT_MS }: { timeoutMs?: number } = {},
): Promise<StaffCommandResult | undefined> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(socketPath);
    let connected = false;
    let received = '';
    socket.setEncoding('utf8');
    socket.setTimeout(timeoutMs, () => {
      socket.destroy();
      reject(new Error(`The server did not answer on ${socketPath} within ${timeoutMs / 1000} s.`));
    });
    socket.once('connect', () => {
      connected = true;
      socket.write(`${JSON.stringify(command)}\n`);
    });
    socket.on('data', (chunk: string) => {
      received += chunk;
      if (received.length > STAFF_CHANNEL_MAX_LINE_BYTES) socket.destroy(new Error('answer too long'));
    });
    socket.once('end', () => {
      try {
        resolve(JSON.parse(received.trim()) as StaffCommandResult);
      } catch {
        reject(new Error(`The server's answer on ${socketPath} is not JSON.`));
      }
    });
    socket.once('error', (err: NodeJS.ErrnoException) => {
      if (!connected && err.code && NOBODY_LISTENS.has(err.code)) resolve(undefined);
      else reject(err);
    });
  });
}
