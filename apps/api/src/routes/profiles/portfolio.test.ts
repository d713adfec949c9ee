import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ZPortfolioItem, type TPortfolioItem } from '@spona/contracts';
import { portfolioItems } from '../../db/schema';
import { buildAdvertiser, buildCreator } from '../../testing/factories';
import { useTestServer } from '../../testing/useTestServer';

const t = useTestServer();

const call = t.call;

const instagramPost = {
  advertiser_name: 'Brand d.o.o.',
  type: 'SOCIAL_POST',
  network: 'instagram',
  link: 'https://www.instagram.com/p/C0ffee123/',
  description: 'Summer launch',
};

describe('portfolio', () => {
  it('creates, reads, updates and deletes the items of a creator', async () => {
    const creator = await buildCreator(t);
    const created = await call<TPortfolioItem>('POST', 'influencers/portfolio', creator, instagramPost);
    expect(created.status).toBe(201);
    expect(ZPortfolioItem.parse(created.body)).toMatchObject({
      advertiser_name: 'Brand d.o.o.',
      type: 'SOCIAL_POST',
      network: { slug: 'instagram' },
      show_on_profile: true,
    });
    const id = created.body.id;
    const blog = await call('POST', 'influencers/portfolio', creator, {
      advertiser_name: 'Shop',
      type: 'BLOG_POST',
      link: 'https://blog.example.com/review',
      show_on_profile: false,
    });
    expect(blog.status).toBe(201);
    expect((await call<TPortfolioItem[]>('GET', 'influencers/portfolio', creator)).body).toHaveLength(2);
    expect((await call('GET', `influencers/portfolio/${id}`, creator)).status).toBe(200);

    const updated = await call<TPortfolioItem>('PUT', `influencers/portfolio/${id}`, creator, {
      description: null,
      show_on_profile: false,
    });
    expect(updated.body).toMatchObject({ description: null, show_on_profile: false, type: 'SOCIAL_POST' });

    expect((await call('DELETE', `influencers/portfolio/${id}`, creator)).status).toBe(200);
    expect((await call('GET', `influencers/portfolio/${id}`, creator)).status).toBe(404);
  });

  it("checks links: 'Link is not in valid format' and 'Post not found on provided link' (SPEC §5)", async () => {
    const creator = await buildCreator(t);
    const invalid = await call('POST', 'influencers/portfolio', creator, {
      ...instagramPost,
      link: 'javascript:alert(1)',
    });
    expect(invalid.status).toBe(400);
    expect(invalid.body.errors).toEqual({ link: ['Link is not in valid format'] });
    const notAPost = await call('POST', 'influencers/portfolio', creator, {
      ...instagramPost,
      link: 'https://www.instagram.com/ana.travels/',
    });
    expect(notAPost.status).toBe(422);
    expect(notAPost.body.errors).toEqual({ link: ['Post not found on provided link'] });
    const otherNetwork = await call('POST', 'influencers/portfolio', creator, {
      ...instagramPost,
      link: 'https://www.youtube.com/watch?v=abc123',
    });
    expect(otherNetwork.body.errors).toEqual({ link: ['Post not found on provided link'] });
    const noNetwork = await call('POST', 'influencers/portfolio', creator, {
      ...instagramPost,
      network: null,
    });
    expect(noNetwork.body.errors).toEqual({ network: ['Choose a social network.'] });
    const noLink = await call('POST', 'influencers/portfolio', creator, {
      ...instagramPost,
      type: 'LINK',
      link: null,
    });
    expect(noLink.body.errors).toEqual({ link: ['Enter the link.'] });
    const badType = await call('POST', 'influencers/portfolio', creator, { ...instagramPost, type: 'VIDEO' });
    expect(badType.body.errors).toEqual({ type: ['Choose one of the allowed values.'] });

    const { body: item } = await call<TPortfolioItem>(
      'POST',
      'influencers/portfolio',
      creator,
      instagramPost,
    );
    const broken = await call('PUT', `influencers/portfolio/${item.id}`, creator, { network: 'youtube' });
    expect(broken.body.errors).toEqual({ link: ['Post not found on provided link'] });
  });

  it("refuses every write on another user's item and changes nothing", async () => {
    const owner = await buildCreator(t);
    const other = await buildCreator(t);
    const { body: item } = await call<TPortfolioItem>('POST', 'influencers/portfolio', owner, instagramPost);
    const writes = [
      await call('GET', `influencers/portfolio/${item.id}`, other),
      await call('PUT', `influencers/portfolio/${item.id}`, other, { advertiser_name: 'Taken' }),
      await call('DELETE', `influencers/portfolio/${item.id}`, other),
    ];
    expect(writes.map((w) => w.status)).toEqual([404, 404, 404]);
    const [row] = await t.database.db.select().from(portfolioItems).where(eq(portfolioItems.id, item.id));
    expect(row!.advertiserName).toBe('Brand d.o.o.');
    expect((await call('GET', 'influencers/portfolio', await buildAdvertiser(t))).status).toBe(403);
  });
});
