import { z } from 'zod';
import { MESSAGE_MAX_LENGTH } from './arrangements';
import { ZDate } from './collaboration';
import { CAMPAIGN_MAX_BUDGET_EUR, CAMPAIGN_NAME_MAX_LENGTH } from './constants';
import { ZArrangementStatus } from './enums';
import { ZCreatorCard } from './search';
import { zText } from './text';

/**
 * Issue 20, the campaign builder: an advertiser's campaign (name, brief, dates, budget) with creators,
 * each on one of their priced services; sent, it is one arrangement per creator with the brief as the
 * message. Messages of input schemas are catalogue keys of the API's `campaigns` namespace.
 */

const ZId = z.number({ error: 'validation.invalidType' }).int().positive().max(2_147_483_647);
const ZIdParam = z.coerce.number().int().positive().max(2_147_483_647);

/** A draft is built and changed; a sent one keeps its creators and brief (its arrangements run). */
export const CAMPAIGN_STATUSES = ['DRAFT', 'SENT'] as const;
export const ZCampaignStatus = z.enum(CAMPAIGN_STATUSES);
export type TCampaignStatus = z.infer<typeof ZCampaignStatus>;

/**
 * Why a creator of a campaign cannot receive its request (checked before a send, and again inside it):
 * the creator may no longer be seen (SPEC §4: deleted or unapproved), their email is not confirmed
 * (SPEC §4 blocks arrangements), the service is not open for requests (paused, stopped, unapproved,
 * deleted or out of its period), it has no price (SPEC §5: not for the campaign builder), or the
 * advertiser has an active arrangement on it already.
 */
export const CAMPAIGN_BLOCKS = [
  'CREATOR_UNAVAILABLE',
  'EMAIL_NOT_CONFIRMED',
  'OFFER_UNAVAILABLE',
  'NOT_PRICED',
  'ALREADY_ACTIVE',
] as const;
export const ZCampaignBlock = z.enum(CAMPAIGN_BLOCKS);
export type TCampaignBlock = z.infer<typeof ZCampaignBlock>;

const ZName = zText({
  max: CAMPAIGN_NAME_MAX_LENGTH,
  error: 'campaigns.nameRequired',
  tooLong: 'campaigns.tooLong',
}).min(1, 'campaigns.nameRequired');
/** The brief goes out as each request's first message: as long as a message. */
const ZBrief = zText({ max: MESSAGE_MAX_LENGTH, multiline: true, tooLong: 'campaigns.tooLong' });
const ZBudget = z
  .number({ error: 'campaigns.budget' })
  .min(0, 'campaigns.budget')
  .max(CAMPAIGN_MAX_BUDGET_EUR, 'campaigns.budget');

const fields = {
  name: ZName,
  /** Empty while drafting; a send needs it (SPEC §5: the request's message is required). */
  brief: ZBrief.nullable().optional(),
  /** YYYY-MM-DD; the end is each request's deadline. */
  starts_on: ZDate.nullable().optional(),
  ends_on: ZDate.nullable().optional(),
  /** EUR. */
  budget: ZBudget.nullable().optional(),
};

const endNotBeforeStart = (value: { starts_on?: string | null; ends_on?: string | null }) =>
  !value.starts_on || !value.ends_on || value.ends_on >= value.starts_on;
const periodIssue = { path: ['ends_on'], message: 'validation.period' };

/** POST campaigns. */
export const ZCampaignCreate = z.object(fields).refine(endNotBeforeStart, periodIssue);
export type TCampaignCreate = z.infer<typeof ZCampaignCreate>;

/**
 * PUT campaigns/{id}: the fields given change, the others stay (null clears an optional one). A sent
 * campaign's brief no longer changes.
 */
export const ZCampaignUpdate = z
  .object({ ...fields, name: ZName.optional() })
  .refine(endNotBeforeStart, periodIssue);
export type TCampaignUpdate = z.infer<typeof ZCampaignUpdate>;

/** POST campaigns/{id}/creators: the creator and their priced service (SPEC §5). */
export const ZCampaignCreatorInput = z.object({ user_id: ZId, offer_id: ZId });
export type TCampaignCreatorInput = z.infer<typeof ZCampaignCreatorInput>;

/** DELETE campaigns/{id}/creators/{userId}. */
export const ZCampaignCreatorParams = z.object({ id: ZIdParam, userId: ZIdParam });
export type TCampaignCreatorParams = z.infer<typeof ZCampaignCreatorParams>;

/** Why a creator cannot receive the request, in the caller's language too. */
export const ZCampaignBlockInfo = z.object({ reason: ZCampaignBlock, message: z.string() });
export type TCampaignBlockInfo = z.infer<typeof ZCampaignBlockInfo>;

/** A sent creator's arrangement as the campaign follows it. */
export const ZCampaignArrangement = z.object({
  id: z.number().int(),
  status: ZArrangementStatus,
  /** The current terms' amount in EUR (counter-offers change it), or null: not money. */
  amount: z.number().nullable(),
  deliveries: z.object({
    total: z.number().int(),
    pending: z.number().int(),
    revision_requested: z.number().int(),
    approved: z.number().int(),
  }),
  /** Accepted spend: the amount while in progress or completed, else 0. */
  spend: z.number(),
});
export type TCampaignArrangement = z.infer<typeof ZCampaignArrangement>;

/** A creator of a campaign with their service. */
export const ZCampaignCreator = z.object({
  creator: ZCreatorCard,
  offer: z.object({ offer_id: z.number().int(), name: z.string(), price: z.number().nullable() }),
  /** SPEC §9 guide price by the creator's followers: what counts when the service has no price. */
  guide_price: z.number(),
  /** What the total counts for this creator: the service's price, else the guide price. */
  counted_price: z.number(),
  /** Draft: why the creator could not receive the request now (null: they can). Sent: why they were left out. */
  blocked: ZCampaignBlockInfo.nullable(),
  /** After the send: the creator's arrangement, or null when they were left out. */
  arrangement: ZCampaignArrangement.nullable(),
  added_at: z.string(),
});
export type TCampaignCreator = z.infer<typeof ZCampaignCreator>;

/** The sums a campaign shows against its budget. */
export const ZCampaignTotals = z.object({
  /** Sum of the counted prices of the creators (of the ones sent, once sent). */
  price: z.number(),
  budget: z.number().nullable(),
  /** Budget less the price, or null without a budget; negative: over budget. */
  remaining: z.number().nullable(),
  is_over_budget: z.boolean(),
  /** Some creator is counted at the guide price (their service has no price now). */
  has_guide_prices: z.boolean(),
  /** Total reach: the followers of the creators (of the ones sent, once sent). */
  reach: z.number().int(),
  /** Spend so far: accepted arrangements' amounts (in progress or completed). */
  spend: z.number(),
  /** Of it, completed arrangements' amounts. */
  completed_spend: z.number(),
});
export type TCampaignTotals = z.infer<typeof ZCampaignTotals>;

const ZCampaignBase = {
  id: z.number().int(),
  name: z.string(),
  brief: z.string().nullable(),
  starts_on: z.string().nullable(),
  ends_on: z.string().nullable(),
  budget: z.number().nullable(),
  status: ZCampaignStatus,
  sent_at: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
};

/** GET campaigns/{id} and the answer of every change of a campaign. */
export const ZCampaign = z.object({
  ...ZCampaignBase,
  creators: z.array(ZCampaignCreator),
  totals: ZCampaignTotals,
});
export type TCampaign = z.infer<typeof ZCampaign>;

/** GET campaigns: the advertiser's campaigns, newest first. */
export const ZCampaignSummary = z.object({ ...ZCampaignBase, creator_count: z.number().int() });
export type TCampaignSummary = z.infer<typeof ZCampaignSummary>;
export const ZCampaignList = z.object({ data: z.array(ZCampaignSummary) });
export type TCampaignList = z.infer<typeof ZCampaignList>;

/** A creator left out of a send, named. */
export const ZCampaignSkipped = ZCampaignBlockInfo.extend({
  user_id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
});
export type TCampaignSkipped = z.infer<typeof ZCampaignSkipped>;

/**
 * POST campaigns/{id}/send: the campaign as sent, the arrangements made (one per creator who could
 * receive it) and the creators left out before sending, with why.
 */
export const ZCampaignSendResult = z.object({
  campaign: ZCampaign,
  sent: z.array(z.object({ user_id: z.number().int(), arrangement_id: z.number().int() })),
  skipped: z.array(ZCampaignSkipped),
});
export type TCampaignSendResult = z.infer<typeof ZCampaignSendResult>;
