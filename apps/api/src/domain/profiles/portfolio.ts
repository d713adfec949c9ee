import { and, desc, eq } from 'drizzle-orm';
import type { TPortfolioItemType, ZPortfolioItemCreate, ZPortfolioItemUpdate } from '@spona/contracts';
import type { z } from 'zod';
import type { ImageStore } from '../../adapters/files/imageStore';
import type { Db } from '../../db/client';
import { linkPreviews, networks, portfolioItems } from '../../db/schema';
import { NotFound, RuleViolation } from '../errors';
import { PORTFOLIO_IMAGE_SIZES, processImage } from '../images/processImage';
import type { NetworkRow } from '../reference/findReferenceData';
import { findNetwork } from './socialAccounts';

/** The bodies of POST and PUT influencers/portfolio as validated. */
type PortfolioItemCreate = z.output<typeof ZPortfolioItemCreate>;
type PortfolioItemUpdate = z.output<typeof ZPortfolioItemUpdate>;

export type PortfolioItemRow = typeof portfolioItems.$inferSelect;
/** Issue 18: a link's stored preview (domain/profiles/linkPreviews.ts), when one was read. */
export type LinkPreviewRow = typeof linkPreviews.$inferSelect;
export type PortfolioItemWithNetwork = {
  item: PortfolioItemRow;
  network: NetworkRow | null;
  preview?: LinkPreviewRow | null;
};

/** An item with its network and its link's kept preview (issue 18). */
const selectItems = (db: Db) =>
  db
    .select({ item: portfolioItems, network: networks, preview: linkPreviews })
    .from(portfolioItems)
    .leftJoin(networks, eq(networks.id, portfolioItems.networkId))
    .leftJoin(linkPreviews, eq(linkPreviews.url, portfolioItems.link));

/** A creator's portfolio, newest first; only the items shown on the profile when asked. */
export async function findPortfolio(
  db: Db,
  userId: number,
  { onlyShown = false } = {},
): Promise<PortfolioItemWithNetwork[]> {
  return selectItems(db)
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
  const [row] = await selectItems(db).where(
    and(eq(portfolioItems.id, id), eq(portfolioItems.userId, userId)),
  );
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

/** The network a call names (id or slug), none for null or absent; an unknown one breaks a rule. */
async function resolveNetwork(db: Db, ref: number | string | null | undefined): Promise<NetworkRow | null> {
  if (ref === null || ref === undefined) return null;
  const network = await findNetwork(db, ref);
  if (!network) throw new RuleViolation({ network: 'validation.network' });
  return network;
}

/** POST influencers/portfolio: the new item's id. */
export async function addPortfolioItem(db: Db, userId: number, input: PortfolioItemCreate): Promise<number> {
  const fields: PortfolioItemFields = {
    advertiserName: input.advertiser_name,
    type: input.type,
    network: await resolveNetwork(db, input.network),
    link: input.link ?? null,
    description: input.description || null,
    showOnProfile: input.show_on_profile,
  };
  assertPortfolioItem(fields);
  const [row] = await db
    .insert(portfolioItems)
    .values({ userId, ...columns(fields) })
    .returning({ id: portfolioItems.id });
  return row!.id;
}

/**
 * PUT influencers/portfolio/{id} is a partial update: a field the call leaves out keeps its stored
 * value, null clears it, an empty description is none. `network` is the network the call names,
 * already resolved (undefined: the call names none). Pure; the caller checks the result as a whole.
 */
export function mergePortfolioItem(
  stored: PortfolioItemWithNetwork,
  changes: Omit<PortfolioItemUpdate, 'network'>,
  network: NetworkRow | null | undefined,
): PortfolioItemFields {
  const { item } = stored;
  return {
    advertiserName: changes.advertiser_name ?? item.advertiserName,
    type: changes.type ?? item.type,
    network: network === undefined ? stored.network : network,
    link: changes.link === undefined ? item.link : changes.link,
    description: changes.description === undefined ? item.description : changes.description || null,
    showOnProfile: changes.show_on_profile ?? item.showOnProfile,
  };
}

/**
 * PUT influencers/portfolio/{id}: the creator's own item (another user's id is NotFound) merged with
 * the call's fields and checked as a whole (SPEC §5), so a change of type alone cannot leave a social
 * post without its network. An item that stops being an IMAGE loses its picture (issue 18), removed
 * after the change. Answers the item's link and whether it changed, for the caller to read its
 * preview after the commit.
 */
export async function updatePortfolioItem(
  { db, images }: { db: Db; images: Pick<ImageStore, 'remove'> },
  userId: number,
  id: number,
  changes: PortfolioItemUpdate,
): Promise<{ link: string | null; isLinkChanged: boolean }> {
  const stored = await findOwnPortfolioItem(db, userId, id);
  if (!stored) throw new NotFound();
  const network = changes.network === undefined ? undefined : await resolveNetwork(db, changes.network);
  const fields = mergePortfolioItem(stored, changes, network);
  assertPortfolioItem(fields);
  const dropsImage = fields.type !== 'IMAGE' && stored.item.imageFile !== null;
  await db
    .update(portfolioItems)
    .set({ ...columns(fields), ...(dropsImage ? { imageFile: null } : {}) })
    .where(eq(portfolioItems.id, stored.item.id));
  if (dropsImage) await images.remove(stored.item.imageFile!);
  return { link: fields.link, isLinkChanged: fields.link !== stored.item.link };
}

/** DELETE influencers/portfolio/{id}: the row, then its picture (unreachable once the row is gone). */
export async function removePortfolioItem(
  { db, images }: { db: Db; images: Pick<ImageStore, 'remove'> },
  item: PortfolioItemRow,
): Promise<void> {
  await db.delete(portfolioItems).where(eq(portfolioItems.id, item.id));
  if (item.imageFile) await images.remove(item.imageFile);
}

/**
 * Issue 18, POST influencers/portfolio/{id}/image: an IMAGE item's picture (other types show their
 * link's preview: 422 before any decoding). Checks and re-encodes the upload (processImage), stores
 * it, points the item at it, then removes the picture it replaced; when the item cannot be changed the
 * new files are removed again.
 */
export async function replacePortfolioImage(
  { db, images }: { db: Db; images: Pick<ImageStore, 'save' | 'remove'> },
  item: PortfolioItemRow,
  upload: Buffer,
): Promise<void> {
  if (item.type !== 'IMAGE') throw new RuleViolation({ image: 'profiles.portfolioImageOnly' });
  const file = await images.save(await processImage(upload, PORTFOLIO_IMAGE_SIZES));
  const previous = await db
    .transaction(async (tx) => {
      const [before] = await tx
        .select({ imageFile: portfolioItems.imageFile, type: portfolioItems.type })
        .from(portfolioItems)
        .where(eq(portfolioItems.id, item.id))
        .for('update');
      // Deleted or changed to another type while the upload was processed.
      if (!before) throw new NotFound();
      if (before.type !== 'IMAGE') throw new RuleViolation({ image: 'profiles.portfolioImageOnly' });
      await tx.update(portfolioItems).set({ imageFile: file }).where(eq(portfolioItems.id, item.id));
      return before.imageFile;
    })
    .catch(async (err: unknown) => {
      await images.remove(file);
      throw err;
    });
  if (previous) await images.remove(previous);
}
