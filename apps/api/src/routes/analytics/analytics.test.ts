import { eq, isNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ANALYTICS_EVENT_DATA_MAX_BYTES } from '@spona/contracts';
import { analyticsEvents } from '../../db/schema';
import { buildAdvertiser } from '../../testing/factories';
import { useTestServer } from '../../testing/useTestServer';

const t = useTestServer();

const eventsOf = (type: string) =>
  t.database.db.select().from(analyticsEvents).where(eq(analyticsEvents.eventType, type));

describe('POST analytics/events', () => {
  it('stores an event with the signed-in user and the time', async () => {
    const me = await buildAdvertiser(t);
    const before = Date.now();
    const res = await t.call('POST', 'analytics/events', me, {
      event_type: 'SEARCH',
      subevent_type: 'offers',
      event_data: { query: 'šibenik', page: 1 },
    });
    expect(res).toEqual({ status: 201, body: { success: true } });
    const [row] = await eventsOf('SEARCH');
    expect(row).toMatchObject({
      userId: me.id,
      subeventType: 'offers',
      eventData: { query: 'šibenik', page: 1 },
    });
    expect(row!.createdAt.getTime()).toBeGreaterThanOrEqual(before - 5000);
  });

  it('stores an anonymous event without a user', async () => {
    const res = await t.call('POST', 'analytics/events', null, { event_type: 'PAGE_VIEW' });
    expect(res.status).toBe(201);
    const rows = await t.database.db.select().from(analyticsEvents).where(isNull(analyticsEvents.userId));
    expect(rows.map((r) => r.eventType)).toContain('PAGE_VIEW');
  });

  it('refuses bad events with 400 and stores nothing', async () => {
    const me = await buildAdvertiser(t);
    const big = { blob: 'x'.repeat(ANALYTICS_EVENT_DATA_MAX_BYTES) };
    for (const body of [
      {},
      { event_type: '' },
      { event_type: 'has spaces' },
      { event_type: 'x'.repeat(65) },
      { event_type: 'BAD', subevent_type: '<script>' },
      { event_type: 'BAD', event_data: [1, 2] },
      { event_type: 'BAD', event_data: 'text' },
      { event_type: 'BAD', event_data: big },
      { event_type: 'BAD', event_data: { nul: 'a\u0000b' } },
    ]) {
      const res = await t.call<{ message: string }>('POST', 'analytics/events', me, body);
      expect(res.status, JSON.stringify(body).slice(0, 60)).toBe(400);
      expect(res.body.message).toBeTruthy();
    }
    expect(await eventsOf('BAD')).toEqual([]);
  });

  it('refuses event data nested deeper than it can be written with 400, and stores deep but small data', async () => {
    const post = (eventData: string) =>
      fetch(`${t.api}/analytics/events`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'App-language': 'en' },
        // Written by hand: JSON.stringify of the test itself could not write the deepest one.
        body: `{"event_type":"DEEP","event_data":{"a":${eventData}}}`,
      });
    const tooDeep = await post(`${'['.repeat(100_000)}${']'.repeat(100_000)}`);
    expect(tooDeep.status).toBe(400);
    expect(((await tooDeep.json()) as { errors: Record<string, string[]> }).errors.event_data).toBeTruthy();
    const deepButSmall = await post(`${'['.repeat(1500)}1${']'.repeat(1500)}`);
    expect(deepButSmall.status).toBe(201);
    expect(await eventsOf('DEEP')).toHaveLength(1);
  });

  it('limits an anonymous visitor to 120 events a minute', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 121; i += 1) {
      statuses.push((await t.call('POST', 'analytics/events', null, { event_type: 'FLOOD' })).status);
    }
    expect(statuses.at(-1)).toBe(429);
    expect((await eventsOf('FLOOD')).length).toBeLessThanOrEqual(120);
  });
});
