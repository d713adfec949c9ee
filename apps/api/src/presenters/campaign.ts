import {
  guidePriceFor,
  type TCampaign,
  type TCampaignBlock,
  type TCampaignBlockInfo,
  type TCampaignCreator,
  type TCampaignSendResult,
  type TCampaignSummary,
  type TLocale,
} from '@spona/contracts';
import type { CampaignCreatorFacts, CampaignRow } from '../domain/campaigns/campaignCreatorFacts';
import {
  campaignTotalsOf,
  countedPriceOf,
  spendOf,
  type PricedCreator,
} from '../domain/campaigns/campaignTotals';
import type { CampaignSendOutcome } from '../domain/campaigns/sendCampaign';
import type { CreatorCardFacts } from '../domain/search/findCreatorCards';
import { translate } from '../i18n';
import { campaignBlockOf } from '../policies/campaigns';
import { presentCreatorCard } from './searchCard';

/** Why a creator cannot receive the campaign's request, with the reason in the caller's language. */
function presentBlock(reason: TCampaignBlock | null, locale: TLocale): TCampaignBlockInfo | null {
  return reason ? { reason, message: translate(locale, `campaigns.blocks.${reason}`) } : null;
}

/** A draft shows who could not receive it now (the preflight); a sent campaign who was left out. */
function blockOf(campaign: CampaignRow, facts: CampaignCreatorFacts): TCampaignBlock | null {
  if (campaign.status === 'SENT') return facts.skippedReason;
  return campaignBlockOf(facts.creator, facts.offer, facts.hasActiveArrangement);
}

function pricedOf(facts: CampaignCreatorFacts): PricedCreator {
  const { arrangement } = facts;
  return {
    followers: facts.creator.followersCount,
    offerPrice: facts.offer.price,
    arrangement: arrangement && {
      status: arrangement.status,
      amount: arrangement.compensationKind === 'MONEY' ? arrangement.compensationAmount : null,
    },
  };
}

const NO_DELIVERIES = { total: 0, pending: 0, revision_requested: 0, approved: 0 };

function presentCampaignCreator(
  campaign: CampaignRow,
  facts: CampaignCreatorFacts,
  card: CreatorCardFacts,
  locale: TLocale,
): TCampaignCreator {
  const priced = pricedOf(facts);
  return {
    creator: presentCreatorCard(card.row, locale, card.responseStats),
    offer: { offer_id: facts.offerId, name: facts.offer.name, price: facts.offer.price },
    guide_price: guidePriceFor(facts.creator.followersCount),
    counted_price: countedPriceOf(priced).price,
    blocked: presentBlock(blockOf(campaign, facts), locale),
    arrangement:
      facts.arrangementId !== null && priced.arrangement
        ? {
            id: facts.arrangementId,
            status: priced.arrangement.status,
            amount: priced.arrangement.amount,
            deliveries: facts.deliveries ?? NO_DELIVERIES,
            spend: spendOf(priced.arrangement),
          }
        : null,
    added_at: facts.addedAt.toISOString(),
  };
}

const presentBase = (campaign: CampaignRow) => ({
  id: campaign.id,
  name: campaign.name,
  brief: campaign.brief,
  starts_on: campaign.startsOn,
  ends_on: campaign.endsOn,
  budget: campaign.budget,
  status: campaign.status,
  sent_at: campaign.sentAt?.toISOString() ?? null,
  created_at: campaign.createdAt.toISOString(),
  updated_at: campaign.updatedAt.toISOString(),
});

/** Issue 20: a campaign of GET campaigns. */
export function presentCampaignSummary(campaign: CampaignRow & { creatorCount: number }): TCampaignSummary {
  return { ...presentBase(campaign), creator_count: campaign.creatorCount };
}

/**
 * Issue 20 GET campaigns/{id}: the campaign, each creator with their card, service, guide price and
 * (after the send) arrangement, and the sums against the budget.
 */
export function presentCampaign(
  campaign: CampaignRow,
  creators: CampaignCreatorFacts[],
  cards: Map<number, CreatorCardFacts>,
  locale: TLocale,
): TCampaign {
  // SPEC §4: a creator flagged unapproved is shown to nobody else, in a campaign neither, unless a
  // request to them was already made (the arrangement is the advertiser's too).
  const shown = creators.filter(
    (facts) => cards.has(facts.creatorId) && (facts.arrangementId !== null || !facts.creator.unapproved),
  );
  return {
    ...presentBase(campaign),
    creators: shown.map((facts) =>
      presentCampaignCreator(campaign, facts, cards.get(facts.creatorId)!, locale),
    ),
    totals: campaignTotalsOf(campaign, shown.map(pricedOf)),
  };
}

/** Issue 20 POST campaigns/{id}/send: the sent campaign, the requests made and who was left out. */
export function presentCampaignSend(
  campaign: TCampaign,
  outcome: CampaignSendOutcome,
  locale: TLocale,
): TCampaignSendResult {
  return {
    campaign,
    sent: outcome.sent.map((s) => ({ user_id: s.creatorId, arrangement_id: s.arrangement.id })),
    skipped: outcome.skipped.map(({ creator, reason }) => ({
      user_id: creator.id,
      first_name: creator.firstName,
      last_name: creator.lastName,
      ...presentBlock(reason, locale)!,
    })),
  };
}
