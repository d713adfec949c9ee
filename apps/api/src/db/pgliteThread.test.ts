import { once } from 'node:events';
import type { Duplex } from 'node:stream';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPgliteThread, type PgliteThread } from './pgliteThread';

/** Frontend messages of the PostgreSQL wire protocol, built by hand: a client that stops half-way. */
const cString = (text: string) => Buffer.from(`${text}\0`);
function message(type: string, ...parts: Buffer[]): Buffer {
  const body = Buffer.concat(parts);
  const length = Buffer.alloc(4);
  length.writeInt32BE(body.length + 4);
  return Buffer.concat([Buffer.from(type), length, body]);
}
const int16 = (value: number) => Buffer.from([value >> 8, value & 0xff]);
const int32 = (value: number) => {
  const bytes = Buffer.alloc(4);
  bytes.writeInt32BE(value);
  return bytes;
};
const startup = () => {
  const body = Buffer.concat([
    int32(196608),
    cString('user'),
    cString('postgres'),
    cString('database'),
    cString('postgres'),
    Buffer.from([0]),
  ]);
  return Buffer.concat([int32(body.length + 4), body]);
};
const parse = (name: string, text: string) => message('P', cString(name), cString(text), int16(0));
const bind = () => message('B', cString(''), cString(''), int16(0), int16(0), int16(0));
const execute = () => message('E', cString(''), int32(0));
const SYNC = message('S');

/** Resolves once the backend's answers on `stream` include a message of `type` (one byte). */
async function answerOf(stream: Duplex, type: string): Promise<void> {
  let bytes = Buffer.alloc(0);
  for (;;) {
    const [chunk] = (await once(stream, 'data')) as [Buffer];
    bytes = Buffer.concat([bytes, chunk]);
    for (let at = 0; at + 5 <= bytes.length; at += 1 + bytes.readInt32BE(at + 1)) {
      if (bytes[at] === type.charCodeAt(0)) return;
    }
  }
}

describe('the PGlite thread', () => {
  let thread: PgliteThread;
  beforeAll(async () => {
    thread = await startPgliteThread({});
  });
  afterAll(async () => {
    await thread.close();
  });

  it('starts a connection clean while the one before still owes the Sync of a failed statement', async () => {
    // node-postgres drops a client on the error itself; its Sync may reach the thread after the next
    // client's first statements (two ports have no order between them). Here it never comes.
    const dropped = thread.connect();
    dropped.write(startup());
    await answerOf(dropped, 'Z');
    dropped.write(Buffer.concat([parse('by_one', 'select 1 as one'), SYNC]));
    await answerOf(dropped, 'Z');
    dropped.write(Buffer.concat([parse('', 'select 1 / 0'), bind(), execute()]));
    await answerOf(dropped, 'E');

    const next = new pg.Client({ user: 'postgres', database: 'postgres', stream: () => thread.connect() });
    await next.connect();
    const { rows } = await next.query({ name: 'by_one', text: 'select 1 as one' });
    expect(rows).toEqual([{ one: 1 }]);
    // The dropped client's late Sync and Terminate change nothing for the one after it.
    dropped.write(SYNC);
    dropped.end();
    expect((await next.query({ name: 'by_one', text: 'select 1 as one' })).rows).toEqual([{ one: 1 }]);
    await next.end();
  });
});
