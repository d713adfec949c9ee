import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TCreatorSearchResult, TOfferSearchResult } from '@spona/contracts';
import { buildCreator } from '../../testing/factories';
import { useTestServer } from '../../testing/useTestServer';
import { seedBulk } from '.';

const t = useTestServer();
beforeAll(async () => {
  await seedBulk(t.database.db, { creators: 60, advertisers: 10, offers: 40, batchSize: 25 });
}, 120_000);

describe('the bulk seed (npm run seed -- --creators N --offers M)', () => {
  it('writes the word lists of every user and offer it adds, as of those added later', async () => {
    const { rows } = await t.database.db.execute<{ users: number; offers: number }>(
      sql`SELECT (SELECT count(*) FROM users u WHERE NOT EXISTS (SELECT 1 FROM user_words w WHERE w.user_id = u.id))::integer AS users,
                 (SELECT count(*) FROM offers o WHERE NOT EXISTS (SELECT 1 FROM offer_words w WHERE w.offer_id = o.id))::integer AS offers`,
    );
    expect(rows[0]).toEqual({ users: 0, offers: 0 });

    // Searchable by name, as the lists say.
    const { rows: someone } = await t.database.db.execute<{ id: number; last_name: string }>(
      sql`SELECT id, last_name FROM users WHERE type = 'INFLUENCER' AND deleted_at IS NULL AND NOT unapproved ORDER BY id LIMIT 1`,
    );
    const creator = someone[0]!;
    const found = await t.call<TCreatorSearchResult>(
      'GET',
      `search/influencers?text=${encodeURIComponent(creator.last_name)}&limit=100`,
      null,
    );
    expect(found.body.data.map((c) => c.id)).toContain(Number(creator.id));
    const offers = await t.call<TOfferSearchResult>('GET', 'search/offers?limit=1', null);
    expect(offers.body.total).toBeGreaterThan(0);

    // A user added afterwards has them too.
    const later = await buildCreator(t, { description: 'Zaklinjemseriječ' });
    const { rows: words } = await t.database.db.execute<{ n: number }>(
      sql`SELECT count(*)::integer AS n FROM user_words WHERE user_id = ${later.id}`,
    );
    expect(Number(words[0]?.n)).toBeGreaterThan(0);
  });
});
