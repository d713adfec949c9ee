import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import { ZPresenceMember, type TPresenceMember } from '@spona/contracts';
import type { DeploymentRedis } from '../adapters/redis/redis';
import { REQUESTS_TIMEOUT_MS } from './redisAdapter';

/**
 * Issue 15, ghost presence: the members held by a process that dies leave within `boundMs`. Worst case:
 * the process dies right after a beat, its heartbeat key lives `heartbeatTtlMs` longer, the next sweep
 * of a live process comes at most `sweepEveryMs` after that, and its question to the live processes
 * takes at most REQUESTS_TIMEOUT_MS: 15 + 5 + 3 = 23 s. A process is taken for dead after missing two
 * beats in a row (a 10 s stall); even then only users with no socket in any answering process leave.
 */
export const PRESENCE_LEDGER_TIMING = {
  boundMs: 30_000,
  sweepEveryMs: 5_000,
  heartbeatTtlMs: 15_000,
  /** One process reaps a dead one; if it dies while reaping, another one retries after this. */
  claimTtlMs: 60_000,
  /**
   * A ledger no process beats for any more is dropped after this: longer than Redis's tcp-keepalive
   * (300 s), after which a machine that vanished without closing its connections stops counting as a
   * subscriber that fetchSockets waits for, so that its reaping can succeed.
   */
  ledgerTtlMs: 10 * 60_000,
} as const;
if (
  PRESENCE_LEDGER_TIMING.heartbeatTtlMs + PRESENCE_LEDGER_TIMING.sweepEveryMs + REQUESTS_TIMEOUT_MS >=
  PRESENCE_LEDGER_TIMING.boundMs
) {
  throw new Error('PRESENCE_LEDGER_TIMING cannot keep its bound');
}

/** A member a process held in a channel: what its leaving announces. */
export type HeldMember = { channel: string; member: TPresenceMember };
const ZHeldMember = z.object({ channel: z.string(), member: ZPresenceMember });

export type PresenceLedger = {
  /** This process holds a socket of the member in the channel. */
  hold(channel: string, member: TPresenceMember): void;
  /** This process holds no socket of the user in the channel any more. */
  release(channel: string, userId: number): void;
  close(): void;
};

/** One process alone (no Redis): its members leave with it, there is no one to tell. */
export const NO_LEDGER: PresenceLedger = { hold() {}, release() {}, close() {} };

const fieldOf = (channel: string, userId: number) => `${userId} ${channel}`;
const PLACEHOLDER = '-';

function parseHeldMember(value: string): HeldMember[] {
  try {
    const parsed = ZHeldMember.safeParse(JSON.parse(value));
    return parsed.success ? [parsed.data] : [];
  } catch {
    return [];
  }
}

/**
 * The process ledger of presence (ARCHITECTURE.md, Real-time): in Redis, under the deployment's prefix,
 * each process keeps the members it holds (a hash, written when a user's first socket in a channel joins
 * here and when the last one leaves) and a heartbeat key that expires when it stops beating. Every
 * sweep it beats, and for each process whose heartbeat expired, one live process claims it once
 * (SET NX), hands its members to `announceDeparted` (which throws to be retried at a later sweep) and
 * deletes its ledger. Nothing else is written while nothing changes; a graceful shutdown leaves its
 * ledger too, so that its users who do not reconnect elsewhere leave once the heartbeat expires.
 */
export function startPresenceLedger({
  redis,
  logger,
  announceDeparted,
}: {
  redis: DeploymentRedis;
  logger: FastifyBaseLogger;
  announceDeparted(members: HeldMember[]): Promise<void>;
}): PresenceLedger {
  const { sweepEveryMs, heartbeatTtlMs, claimTtlMs, ledgerTtlMs } = PRESENCE_LEDGER_TIMING;
  const processId = randomUUID();
  // Many joins at once (a reconnect wave) go out as one write.
  const client = redis.connect('presence ledger', { enableAutoPipelining: true });
  const processesKey = redis.name('presence:processes');
  const aliveKey = (id: string) => redis.name(`presence:alive:${id}`);
  const heldKey = (id: string) => redis.name(`presence:held:${id}`);
  const claimKey = (id: string) => redis.name(`presence:claim:${id}`);
  /** What this process holds, as written to its hash: field -> JSON of HeldMember. */
  const held = new Map<string, string>();
  let isClosed = false;
  const warn = (what: string) => (err: unknown) => {
    if (!isClosed) logger.warn({ err }, `presence ledger: ${what} failed`);
  };

  async function beat() {
    const results = await client
      .multi()
      .sadd(processesKey, processId)
      .set(aliveKey(processId), '1', 'PX', heartbeatTtlMs)
      // The placeholder keeps the hash (and so its expiry) while this process holds no one.
      .hset(heldKey(processId), PLACEHOLDER, '')
      .pexpire(processesKey, ledgerTtlMs)
      .pexpire(heldKey(processId), ledgerTtlMs)
      .exec();
    const wasAbsent = results?.[0]?.[1] === 1;
    if (wasAbsent && held.size > 0) {
      // Another process took this one for dead (a stall) and dropped its ledger: write it again.
      await client.hset(heldKey(processId), Object.fromEntries(held));
    }
  }

  async function reap(deadId: string) {
    if ((await client.set(claimKey(deadId), processId, 'PX', claimTtlMs, 'NX')) !== 'OK') return;
    const members = Object.values(await client.hgetall(heldKey(deadId))).flatMap(parseHeldMember);
    try {
      if (members.length > 0) await announceDeparted(members);
    } catch (err) {
      if (!isClosed)
        logger.warn({ err, process: deadId }, 'presence: members of a dead process not announced yet');
      await client.del(claimKey(deadId));
      return;
    }
    await client.multi().del(heldKey(deadId)).srem(processesKey, deadId).exec();
  }

  async function sweep() {
    await beat();
    const others = (await client.smembers(processesKey)).filter((id) => id !== processId);
    if (others.length === 0) return;
    const alive = await client.pipeline(others.map((id) => ['exists', aliveKey(id)])).exec();
    for (const [i, id] of others.entries()) {
      if (alive?.[i]?.[1] === 0) await reap(id);
    }
  }

  let sweeping: Promise<void> | undefined;
  const runSweep = () => {
    // A sweep still waiting on Redis is not doubled.
    sweeping ??= sweep()
      .catch(warn('sweep'))
      .finally(() => (sweeping = undefined));
  };
  runSweep();
  const timer = setInterval(runSweep, sweepEveryMs);
  timer.unref();

  return {
    hold(channel, member) {
      const field = fieldOf(channel, member.user_id);
      const value = JSON.stringify({ channel, member } satisfies HeldMember);
      if (held.get(field) === value) return;
      held.set(field, value);
      client.hset(heldKey(processId), field, value).catch(warn('hold'));
    },
    release(channel, userId) {
      const field = fieldOf(channel, userId);
      if (!held.delete(field)) return;
      client.hdel(heldKey(processId), field).catch(warn('release'));
    },
    close() {
      isClosed = true;
      clearInterval(timer);
    },
  };
}
