import { randomInt } from 'node:crypto';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import {
  CAMPAIGN_MAX_CREATORS,
  CAMPAIGN_MAX_PER_ADVERTISER,
  MESSAGE_KEY_LENGTH,
  type TCampaignCreate,
  type TCampaignCreatorInput,
  type TCampaignUpdate,
} from '@spona/contracts';
import type { Db } from '../../db/client';
import { campaignCreators, campaigns, offers, users } from '../../db/schema';
import {
  canChangeCampaignBrief,
  canChangeCampaignCreators,
  checkCampaignService,
  type CampaignServiceRefusal,
} from '../../policies/campaigns';
import { conflictWith, RuleViolation } from '../errors';
import { isVisibleOffer } from '../offers/visibility';
import { lockOwner } from '../shortlists/lockOwner';
import type { CampaignRow } from './campaignCreatorFacts';

/** Issue 20: the campaign builder's drafts; the routes ask policies/campaigns who may call. */

export type CampaignSummary = CampaignRow & { creatorCount: number };

const ALPHANUMERIC = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** SPEC §9: a message key of 8 random alphanumerics, the key of the request a send makes. */
export function newMessageKey(): string {
  return Array.from({ length: MESSAGE_KEY_LENGTH }, () => ALPHANUMERIC[randomInt(ALPHANUMERIC.length)]).join(
    '',
  );
}

/** The campaign row, no access check: the caller asks `isOwnedBy` before it uses or shows it. */
export async function unsafeFindCampaign(db: Db, id: number): Promise<CampaignRow | undefined> {
  const [row] = await db.select().from(campaigns).where(eq(campaigns.id, id));
  return row;
}

/** The owner's campaigns, newest first, with how many creators each has. */
export async function findOwnCampaigns(db: Db, ownerId: number): Promise<CampaignSummary[]> {
  const rows = await db
    .select({
      campaign: campaigns,
      creatorCount: sql<number>`(SELECT count(*)::int FROM ${campaignCreators} cc
        WHERE cc.campaign_id = ${campaigns.id})`,
    })
    .from(campaigns)
    .where(eq(campaigns.ownerId, ownerId))
    .orderBy(desc(campaigns.createdAt), desc(campaigns.id));
  return rows.map((r) => ({ ...r.campaign, creatorCount: Number(r.creatorCount) }));
}

/** POST campaigns: a draft, within CAMPAIGN_MAX_PER_ADVERTISER (counted under the owner's lock). */
export async function createCampaign(db: Db, ownerId: number, input: TCampaignCreate): Promise<CampaignRow> {
  return db.transaction(async (tx) => {
    await lockOwner(tx as unknown as Db, ownerId);
    const [{ made } = { made: 0 }] = await tx
      .select({ made: count() })
      .from(campaigns)
      .where(eq(campaigns.ownerId, ownerId));
    if (made >= CAMPAIGN_MAX_PER_ADVERTISER) {
      throw new RuleViolation(
        {},
        { message: 'campaigns.tooMany', vars: { maximum: CAMPAIGN_MAX_PER_ADVERTISER } },
      );
    }
    const [row] = await tx
      .insert(campaigns)
      .values({
        ownerId,
        name: input.name,
        brief: input.brief || null,
        startsOn: input.starts_on ?? null,
        endsOn: input.ends_on ?? null,
        budget: input.budget ?? null,
      })
      .returning();
    return row!;
  });
}

/** The campaign row locked for the change of this transaction (a send waits for it, and it for a send). */
export async function lockCampaign(tx: Db, id: number): Promise<CampaignRow> {
  const [row] = await tx.select().from(campaigns).where(eq(campaigns.id, id)).for('update');
  return row!;
}

const refuseSent = (campaign: CampaignRow) => {
  if (!canChangeCampaignCreators(campaign)) throw conflictWith('campaigns.alreadySent');
};

/**
 * PUT campaigns/{id}: the fields given change. A sent campaign's brief stays as it went out; its name,
 * dates and budget may still change. The period is checked against the fields kept too.
 */
export async function updateCampaign(db: Db, id: number, input: TCampaignUpdate): Promise<CampaignRow> {
  return db.transaction(async (tx) => {
    const campaign = await lockCampaign(tx as unknown as Db, id);
    const brief = input.brief === undefined ? undefined : input.brief || null;
    if (!canChangeCampaignBrief(campaign, brief)) {
      throw new RuleViolation(
        { brief: 'campaigns.briefLocked' },
        { kind: 'conflict', message: 'campaigns.briefLocked' },
      );
    }
    const startsOn = input.starts_on === undefined ? campaign.startsOn : input.starts_on;
    const endsOn = input.ends_on === undefined ? campaign.endsOn : input.ends_on;
    if (startsOn && endsOn && endsOn < startsOn) throw new RuleViolation({ ends_on: 'validation.period' });
    const [row] = await tx
      .update(campaigns)
      .set({
        name: input.name ?? campaign.name,
        brief: brief === undefined ? campaign.brief : brief,
        startsOn,
        endsOn,
        budget: input.budget === undefined ? campaign.budget : input.budget,
      })
      .where(eq(campaigns.id, id))
      .returning();
    return row!;
  });
}

/** Field and catalogue key of each refused creator or service. */
const SERVICE_REFUSALS: Record<CampaignServiceRefusal, [string, string]> = {
  notACreator: ['user_id', 'campaigns.notACreator'],
  notCreatorsService: ['offer_id', 'campaigns.notCreatorsService'],
  notPriced: ['offer_id', 'campaigns.notPriced'],
  offerUnavailable: ['offer_id', 'campaigns.offerUnavailable'],
};

/**
 * POST campaigns/{id}/creators: adds the creator on their priced service (SPEC §5), within
 * CAMPAIGN_MAX_CREATORS, or (there already) puts them on this service instead. `isNew` says which.
 */
export async function addCampaignCreator(
  db: Db,
  id: number,
  input: TCampaignCreatorInput,
): Promise<{ isNew: boolean }> {
  return db.transaction(async (tx) => {
    const campaign = await lockCampaign(tx as unknown as Db, id);
    refuseSent(campaign);
    const [creator] = await tx.select().from(users).where(eq(users.id, input.user_id));
    const [offer] = await tx
      .select({
        userId: offers.userId,
        type: offers.type,
        deletedAt: offers.deletedAt,
        price: offers.price,
        isVisible: sql<boolean>`coalesce(${isVisibleOffer()}, false)`,
      })
      .from(offers)
      .where(eq(offers.id, input.offer_id));
    const refusal = checkCampaignService(creator, offer && { ...offer, isVisible: Boolean(offer.isVisible) });
    if (refusal) {
      const [field, key] = SERVICE_REFUSALS[refusal];
      throw new RuleViolation({ [field]: key }, { message: key });
    }
    const member = and(eq(campaignCreators.campaignId, id), eq(campaignCreators.creatorId, input.user_id));
    const [existing] = await tx.select().from(campaignCreators).where(member);
    if (existing) {
      await tx.update(campaignCreators).set({ offerId: input.offer_id }).where(member);
    } else {
      const [{ added } = { added: 0 }] = await tx
        .select({ added: count() })
        .from(campaignCreators)
        .where(eq(campaignCreators.campaignId, id));
      if (added >= CAMPAIGN_MAX_CREATORS) {
        throw new RuleViolation({}, { message: 'campaigns.full', vars: { maximum: CAMPAIGN_MAX_CREATORS } });
      }
      await tx.insert(campaignCreators).values({
        campaignId: id,
        creatorId: input.user_id,
        offerId: input.offer_id,
        messageKey: newMessageKey(),
      });
    }
    await tx.update(campaigns).set({ updatedAt: new Date() }).where(eq(campaigns.id, id));
    return { isNew: !existing };
  });
}

/** DELETE campaigns/{id}/creators/{userId}: takes the creator out of a draft (there or not, the same). */
export async function removeCampaignCreator(db: Db, id: number, creatorId: number): Promise<void> {
  await db.transaction(async (tx) => {
    refuseSent(await lockCampaign(tx as unknown as Db, id));
    await tx
      .delete(campaignCreators)
      .where(and(eq(campaignCreators.campaignId, id), eq(campaignCreators.creatorId, creatorId)));
    await tx.update(campaigns).set({ updatedAt: new Date() }).where(eq(campaigns.id, id));
  });
}
