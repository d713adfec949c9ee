import { readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { Redis } from 'ioredis';
import Echo from 'laravel-echo';
import { io as connectSocket, type Socket } from 'socket.io-client';

/**
 * The presence scenario of `npm run bench:realtime` (issue 15, ghost presence): what presence costs with
 * 2,000 sockets on two processes sharing Redis, when nothing dies and when one process is killed.
 *   1. every client joins its arrangement's presence channel (the pair's users on different processes):
 *      time to `here`, and the Redis commands the joins took;
 *   2. nothing happens for `idleSeconds`: Redis commands per second and each server's CPU time (the
 *      cost of the processes' sweeps);
 *   3. the first process is killed (SIGKILL): how long until every user it held is announced as leaving
 *      to their partner on the other process.
 * Redis command counts are Redis's own total (INFO stats): exact only on a Redis the bench has to itself.
 */

export type PresenceServer = { port: number; pid: number; kill(): Promise<void> };
type Pair = { a: { id: number; token: string }; b: { id: number; token: string }; arrangementId: number };

export type PresenceResult = {
  joins: number;
  joined: number;
  joinP50: number;
  joinP99: number;
  joinTotalMs: number;
  joinRedisCommands: number;
  idleSeconds: number;
  idleRedisCommandsPerSecond: number;
  idleCpuMs: number[];
  departedExpected: number;
  departed: number;
  /** From the kill to the last `leaving` received, ms (NaN when none came). */
  departedAfterMs: number;
};

const JOIN_WAIT_MS = 120_000;
const DEPARTED_WAIT_MS = 60_000;

/** User + system CPU time of a process so far, ms (Linux /proc; NaN elsewhere). */
function cpuMsOf(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // utime and stime are fields 14 and 15 of stat, in clock ticks (100 a second on Linux).
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return NaN;
  }
}

const percentile = (sorted: number[], p: number) =>
  sorted.length === 0 ? NaN : sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

export async function benchPresence({
  servers,
  pairs,
  redisUrl,
  idleSeconds,
  connectAll,
  progress,
}: {
  servers: [PresenceServer, PresenceServer];
  pairs: Pair[];
  redisUrl: string;
  idleSeconds: number;
  connectAll(count: number, open: (i: number) => Socket): Promise<Socket[]>;
  progress(what: string): void;
}): Promise<PresenceResult> {
  const redis = new Redis(redisUrl);
  const commands = async () => Number(/total_commands_processed:(\d+)/.exec(await redis.info('stats'))?.[1]);
  const members = pairs.flatMap((pair, i) => [
    { actor: pair.a, arrangementId: pair.arrangementId, server: i % 2 },
    { actor: pair.b, arrangementId: pair.arrangementId, server: (i + 1) % 2 },
  ]);
  const echos: Array<Echo<'socket.io'>> = [];
  await connectAll(members.length, (i) => {
    const { actor, server } = members[i]!;
    const echo = new Echo<'socket.io'>({
      broadcaster: 'socket.io',
      client: connectSocket,
      host: `http://127.0.0.1:${servers[server]!.port}`,
      namespace: false,
      transports: ['websocket'],
      auth: { headers: { Authorization: `Bearer ${actor.token}` } },
    });
    echos.push(echo);
    return echo.connector.socket as unknown as Socket;
  });
  try {
    // 1. Joins.
    const joinLatencies: number[] = [];
    let departed = 0;
    let lastDepartedAt = NaN;
    let allJoined: () => void = () => undefined;
    const joined = new Promise<void>((resolve) => (allJoined = resolve));
    const beforeJoins = await commands();
    const joinStarted = performance.now();
    echos.forEach((echo, i) => {
      const { arrangementId, server } = members[i]!;
      const startedAt = performance.now();
      echo
        .join(`arrangement.${arrangementId}`)
        .here(() => {
          joinLatencies.push(performance.now() - startedAt);
          if (joinLatencies.length === echos.length) allJoined();
        })
        .leaving(() => {
          if (server !== 1) return;
          departed += 1;
          lastDepartedAt = performance.now();
        });
    });
    await Promise.race([joined, sleep(JOIN_WAIT_MS)]);
    const joinTotalMs = performance.now() - joinStarted;
    const joinRedisCommands = (await commands()) - beforeJoins - 1;
    progress(`presence: ${joinLatencies.length} joined in ${joinTotalMs.toFixed(0)} ms`);

    // 2. Nothing happens.
    const cpuBefore = servers.map((s) => cpuMsOf(s.pid));
    const beforeIdle = await commands();
    await sleep(idleSeconds * 1000);
    const idleRedisCommandsPerSecond = ((await commands()) - beforeIdle - 1) / idleSeconds;
    const idleCpuMs = servers.map((s, i) => cpuMsOf(s.pid) - cpuBefore[i]!);
    departed = 0;

    // 3. One process is killed.
    const departedExpected = members.filter((m) => m.server === 0).length;
    progress(`presence: killing one process, waiting for ${departedExpected} leavings`);
    const killedAt = performance.now();
    await servers[0].kill();
    const deadline = killedAt + DEPARTED_WAIT_MS;
    while (departed < departedExpected && performance.now() < deadline) await sleep(100);
    const sortedJoins = [...joinLatencies].sort((x, y) => x - y);
    return {
      joins: echos.length,
      joined: joinLatencies.length,
      joinP50: percentile(sortedJoins, 50),
      joinP99: percentile(sortedJoins, 99),
      joinTotalMs,
      joinRedisCommands,
      idleSeconds,
      idleRedisCommandsPerSecond,
      idleCpuMs,
      departedExpected,
      departed,
      departedAfterMs: departed > 0 ? lastDepartedAt - killedAt : NaN,
    };
  } finally {
    echos.forEach((echo) => echo.disconnect());
    redis.disconnect();
  }
}

export function printPresence(r: PresenceResult) {
  const ms = (v: number) => (Number.isNaN(v) ? '-' : v.toFixed(1));
  console.log(
    `\npresence, 2 processes + Redis: ${r.joined}/${r.joins} joined, here p50 ${ms(r.joinP50)} ms, ` +
      `p99 ${ms(r.joinP99)} ms, all in ${ms(r.joinTotalMs)} ms, ${r.joinRedisCommands} Redis commands; ` +
      `idle ${r.idleSeconds} s: ${r.idleRedisCommandsPerSecond.toFixed(1)} Redis commands/s, server CPU ` +
      `${r.idleCpuMs.map((c) => `${c.toFixed(0)} ms`).join(' and ')}; one process killed: ` +
      `${r.departed}/${r.departedExpected} leaving received, the last after ${ms(r.departedAfterMs)} ms`,
  );
}
