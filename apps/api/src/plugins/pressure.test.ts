import { afterEach, describe, expect, it } from 'vitest';
import { POSTGRES_POOL_SIZE } from '../db/client';
import { useTestServer } from '../testing/useTestServer';
import { MAX_DATABASE_WAIT_MS, MAX_DATABASE_WAITING } from './pressure';

// Tests shed no load unless asked (config.ts, SHED_LOAD): their own bursts of set-up calls are not overloads.
const t = useTestServer({ SHED_LOAD: 'true' });

/** How long each turn of the event loop is held while the loop is made to lag. */
const BLOCKED_TURN_MS = 300;
const POLL = { timeout: 20_000, interval: 50 };

/** Holds every turn of the event loop for BLOCKED_TURN_MS, as a PGlite search did in the server's thread. */
function lagEventLoop(): () => void {
  let isLagging = true;
  const blockOneTurn = () => {
    if (!isLagging) return;
    const until = performance.now() + BLOCKED_TURN_MS;
    while (performance.now() < until) {
      // Busy on purpose: the server must see its loop blocked.
    }
    setImmediate(blockOneTurn);
  };
  setImmediate(blockOneTurn);
  return () => {
    isLagging = false;
  };
}

let stop: (() => void) | undefined;
afterEach(() => {
  stop?.();
  stop = undefined;
});

const search = () => fetch(`${t.api}/search/influencers`, { headers: { 'App-language': 'en' } });

describe('shedding load', () => {
  it('answers API calls 503 with Retry-After at once while the event loop lags; health and the web app still answer', async () => {
    stop = lagEventLoop();
    await expect.poll(async () => (await search()).status, POLL).toBe(503);
    const busy = await search();
    expect(busy.status).toBe(503);
    expect(Number(busy.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect(await busy.json()).toEqual({ message: 'The server is busy. Try again in a moment.' });
    const health = await fetch(`${t.api}/health`);
    expect(health.status).toBe(200);
    expect(await health.json()).toEqual({ status: 'ok', database: 'ok' });
    // The web app's files are never refused: a lazily loaded page must not fail in the middle of a session.
    expect((await fetch(`${t.origin}/assets/page.js`)).status).not.toBe(503);

    stop();
    await expect.poll(async () => (await search()).status, POLL).toBe(200);
  });

  it('does not shed for one slow turn of the event loop: the next call is answered', async () => {
    // Settle first: whatever an earlier test left behind is over.
    await expect.poll(async () => (await search()).status, POLL).toBe(200);
    for (let round = 0; round < 3; round += 1) {
      const until = performance.now() + 250;
      while (performance.now() < until) {
        // One turn held past the delay limit, as a garbage collection or a starved core does.
      }
      // Once the pressure check has run on the sample that saw the slow turn.
      await new Promise((resolve) => setTimeout(resolve, 30));
      expect((await search()).status).toBe(200);
    }
  });

  it('answers API calls with 503 while statements wait too long for the database, in the caller’s language', async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    // Every connection taken and more statements waiting than the limit, however many the pool has.
    const holders = Array.from({ length: POSTGRES_POOL_SIZE + MAX_DATABASE_WAITING + 1 }, () =>
      t.database.db.transaction(async () => held),
    );
    stop = release;
    try {
      // A call let in before the server noticed would wait with the statements: ask once it has.
      await expect.poll(() => t.server.isUnderPressure(), POLL).toBe(true);
      expect(t.database.queue().oldestWaitMs).toBeGreaterThan(MAX_DATABASE_WAIT_MS);
      const busy = await fetch(`${t.api}/search/influencers`, { headers: { 'App-language': 'hr' } });
      expect(busy.headers.get('retry-after')).toBe('1');
      expect(await busy.json()).toEqual({
        message: 'Poslužitelj je trenutačno zauzet. Pokušajte ponovno za trenutak.',
      });
    } finally {
      release();
      await Promise.all(holders);
    }
    await expect.poll(async () => (await search()).status, POLL).toBe(200);
  });
});
