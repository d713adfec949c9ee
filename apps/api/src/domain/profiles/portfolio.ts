import { and, desc, eq } from 'drizzle-orm';
import type { TPortfolioItemType } from '@spona/contracts';
import type { Db } from '../../db/client';
import { networks, portfolioItems } from '../../db/schema';
import { RuleViolation } from '../errors';
import type { NetworkRow } from '../reference/findReferenceData';

export type PortfolioItemRow = typeof portfolioItems.$inferSelect;
export type PortfolioItemWithNetwork = { item: PortfolioItemRow; network: NetworkRow | null };

/** A creator's portfolio, newest first; only the items shown on the profile when asked. */
export async function findPortfolio(
  db: Db,
  userId: number,
  { onlyShown = false } = {},
): Promise<PortfolioItemWithNetwork[]> {
  return db
    .select({ item: portfolioItems, network: networks })
    .from(portfolioItems)
    .leftJoin(networks, eq(networks.id, portfolioItems.networkId))
    .where(
      and(eq(portfolioItems.userId, userId), onlyShown ? eq(portfolioItems.showOnProfile, true) : undefined),
    )
    .orderBy(desc(portfolioItems.createdAt), desc(portfolioItems.id));
}

/** The creator's own item with that id, else undefined (another user's id included). */
export async function findOwnPortfolioItem(
  db: Db,
  userId: number,
  id: number,
): Promise<PortfolioItemWithNetwork | undefined> {
  const [row] = await db
    .select({ item: portfolioItems, network: networks })
    .from(portfolioItems)
    .leftJoin(networks, eq(networks.id, portfolioItems.networkId))
    .where(and(eq(portfolioItems.id, id), eq(portfolioItems.userId, userId)));
  return row;
}

export type PortfolioItemFields = {
  advertiserName: string;
  type: TPortfolioItemType;
  network: NetworkRow | null;
  link: string | null;
  description: string | null;
  showOnProfile: boolean;
};

/** Whether a link is a post URL of the network (SPEC §5); a network without a pattern takes any link. */
export function isPostUrlOf(network: NetworkRow, link: string): boolean {
  if (!network.postUrlPattern) return true;
  try {
    return new RegExp(network.postUrlPattern, 'i').test(link);
  } catch {
    return false;
  }
}

/**
 * SPEC §5 rules of a whole item: a link for every type but IMAGE ('Link is not in valid format' is
 * checked by the contract), a network for a social post, and a social post's link must be a post of
 * its network ('Post not found on provided link'; we never fetch it).
 */
export function assertPortfolioItem(fields: PortfolioItemFields): void {
  if (fields.type !== 'IMAGE' && !fields.link) throw new RuleViolation({ link: 'validation.linkRequired' });
  if (fields.type === 'SOCIAL_POST') {
    if (!fields.network) throw new RuleViolation({ network: 'validation.network' });
    if (fields.link && !isPostUrlOf(fields.network, fields.link)) {
      throw new RuleViolation({ link: 'validation.postNotFound' });
    }
  }
}

const columns = (f: PortfolioItemFields) => ({
  advertiserName: f.advertiserName,
  type: f.type,
  networkId: f.network?.id ?? null,
  link: f.link,
  description: f.description,
  showOnProfile: f.showOnProfile,
});

/** POST influencers/portfolio. */
export async function addPortfolioItem(db: Db, userId: number, fields: PortfolioItemFields): Promise<number> {
  assertPortfolioItem(fields);
  const [row] = await db
    .insert(portfolioItems)
    .values({ userId, ...columns(fields) })
    .returning({ id: portfolioItems.id });
  return row!.id;
}

/** PUT influencers/portfolio/{id}: the merged item is checked as a whole. */
export async function updatePortfolioItem(db: Db, id: number, fields: PortfolioItemFields): Promise<void> {
  assertPortfolioItem(fields);
  await db.update(portfolioItems).set(columns(fields)).where(eq(portfolioItems.id, id));
}

/** DELETE influencers/portfolio/{id}. */
export async function removePortfolioItem(db: Db, id: number): Promise<void> {
  await db.delete(portfolioItems).where(eq(portfolioItems.id, id));
}
