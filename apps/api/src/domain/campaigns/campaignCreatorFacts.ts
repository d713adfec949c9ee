import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { ACTIVE_ARRANGEMENT_STATUSES, type TArrangementStatus, type TCampaignBlock } from '@spona/contracts';
import type { Db } from '../../db/client';
import type { campaigns } from '../../db/schema';
import { arrangements, campaignCreators, offers, users } from '../../db/schema';
import type { CreatorFacts, ServiceFacts } from '../../policies/campaigns';
import { isVisibleOffer } from '../offers/visibility';
import { findCreatorCards, type CreatorCardFacts } from '../search/findCreatorCards';

export type CampaignRow = typeof campaigns.$inferSelect;

/** Delivery counts of a sent creator's arrangement (issue 16 deliveries). */
export type DeliveryCounts = { total: number; pending: number; revision_requested: number; approved: number };

/** Everything the campaign answer and its send read about one creator of the campaign. */
export type CampaignCreatorFacts = {
  creatorId: number;
  offerId: number;
  messageKey: string;
  arrangementId: number | null;
  skippedReason: TCampaignBlock | null;
  addedAt: Date;
  creator: CreatorFacts & { firstName: string; lastName: string; followersCount: number };
  offer: ServiceFacts & { name: string };
  /** The campaign's owner has an active arrangement on this service (POST arrangements/new refuses another). */
  hasActiveArrangement: boolean;
  arrangement: {
    status: TArrangementStatus;
    compensationKind: string | null;
    compensationAmount: number | null;
  } | null;
  deliveries: DeliveryCounts | null;
};

const activeStatuses = sql.join(
  ACTIVE_ARRANGEMENT_STATUSES.map((status) => sql`${status}`),
  sql`, `,
);

/** Counts of the deliveries of the creator's arrangement, as JSON, or null before the send. */
const deliveryCounts = sql<DeliveryCounts | null>`(SELECT json_build_object('total', count(*),
    'pending', count(*) FILTER (WHERE d.status = 'PENDING'),
    'revision_requested', count(*) FILTER (WHERE d.status = 'REVISION_REQUESTED'),
    'approved', count(*) FILTER (WHERE d.status = 'APPROVED'))
  FROM arrangement_deliveries d WHERE d.arrangement_id = ${campaignCreators.arrangementId})`;

/**
 * The creators of a campaign with their facts, in the order they were added; `creatorIds` limits it
 * to some of them. No access check: the caller owns the campaign. Inside a send's transaction it reads
 * what that transaction has locked.
 */
export async function findCampaignCreatorFacts(
  db: Db,
  campaign: Pick<CampaignRow, 'id' | 'ownerId'>,
  creatorIds?: number[],
): Promise<CampaignCreatorFacts[]> {
  const rows = await db
    .select({
      creatorId: campaignCreators.creatorId,
      offerId: campaignCreators.offerId,
      messageKey: campaignCreators.messageKey,
      arrangementId: campaignCreators.arrangementId,
      skippedReason: campaignCreators.skippedReason,
      addedAt: campaignCreators.createdAt,
      creator: {
        id: users.id,
        type: users.type,
        deletedAt: users.deletedAt,
        unapproved: users.unapproved,
        emailVerifiedAt: users.emailVerifiedAt,
        firstName: users.firstName,
        lastName: users.lastName,
        followersCount: users.followersCount,
      },
      offer: {
        userId: offers.userId,
        type: offers.type,
        deletedAt: offers.deletedAt,
        price: offers.price,
        name: offers.name,
        isVisible: sql<boolean>`coalesce(${isVisibleOffer()}, false)`,
      },
      hasActiveArrangement: sql<boolean>`EXISTS (SELECT 1 FROM ${arrangements} x
        WHERE x.requester_id = ${campaign.ownerId} AND x.offer_id = ${campaignCreators.offerId}
          AND x.status IN (${activeStatuses}))`,
      arrangement: {
        status: arrangements.status,
        compensationKind: arrangements.compensationKind,
        compensationAmount: arrangements.compensationAmount,
      },
      deliveries: deliveryCounts,
    })
    .from(campaignCreators)
    .innerJoin(users, eq(users.id, campaignCreators.creatorId))
    .innerJoin(offers, eq(offers.id, campaignCreators.offerId))
    .leftJoin(arrangements, eq(arrangements.id, campaignCreators.arrangementId))
    .where(
      and(
        eq(campaignCreators.campaignId, campaign.id),
        creatorIds ? inArray(campaignCreators.creatorId, creatorIds) : undefined,
      ),
    )
    .orderBy(asc(campaignCreators.createdAt), asc(campaignCreators.creatorId));
  return rows.map((row) => ({
    ...row,
    offer: { ...row.offer, isVisible: Boolean(row.offer.isVisible) },
    hasActiveArrangement: Boolean(row.hasActiveArrangement),
    arrangement: row.arrangement?.status ? row.arrangement : null,
  }));
}

/** A campaign with its creators' facts and their search cards: what its answer shows. */
export type CampaignDetails = {
  campaign: CampaignRow;
  creators: CampaignCreatorFacts[];
  cards: Map<number, CreatorCardFacts>;
};

/** The campaign's details (no access check: the caller owns it). */
export async function findCampaignDetails(db: Db, campaign: CampaignRow): Promise<CampaignDetails> {
  const creators = await findCampaignCreatorFacts(db, campaign);
  const cards = await findCreatorCards(
    db,
    creators.map((c) => c.creatorId),
  );
  return { campaign, creators, cards };
}
