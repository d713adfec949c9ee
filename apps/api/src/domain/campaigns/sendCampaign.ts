import { and, asc, eq, inArray } from 'drizzle-orm';
import { hasVisibleText, type TCampaignBlock } from '@spona/contracts';
import type { Db } from '../../db/client';
import { campaignCreators, campaigns, offers, users } from '../../db/schema';
import { campaignBlockOf } from '../../policies/campaigns';
import { insertArrangementRequest } from '../arrangements/createArrangement';
import type { ArrangementRow, MessageRow } from '../arrangements/findArrangements';
import { conflictWith, databaseErrorOf, PG_UNIQUE_VIOLATION, RuleViolation } from '../errors';
import {
  findCampaignCreatorFacts,
  type CampaignCreatorFacts,
  type CampaignRow,
} from './campaignCreatorFacts';
import { lockCampaign, newMessageKey } from './manageCampaigns';

export type SentRequest = { creatorId: number; arrangement: ArrangementRow; message: MessageRow };
export type SkippedCreator = { creator: CampaignCreatorFacts['creator']; reason: TCampaignBlock };
export type CampaignSendOutcome = { sent: SentRequest[]; skipped: SkippedCreator[] };

const blockOf = (facts: CampaignCreatorFacts) =>
  campaignBlockOf(facts.creator, facts.offer, facts.hasActiveArrangement);

/** The date a request is due: the campaign's end, unless it is past already. */
function deadlineOf(campaign: CampaignRow, now: Date): string | null {
  const today = now.toISOString().slice(0, 10);
  return campaign.endsOn !== null && campaign.endsOn >= today ? campaign.endsOn : null;
}

/**
 * Issue 20 POST campaigns/{id}/send, after the route checked who sends. First the preflight: each
 * creator who cannot receive the request now (policies/campaigns campaignBlockOf) is left out and
 * named. Then one transaction makes one request per remaining creator (the brief as the first message,
 * the service's price as the compensation, the campaign's end as the deadline, each with the creator's
 * own message key), recording who was left out and that the campaign is sent: all or nothing. Inside it
 * the campaign, the users (as POST arrangements/new: both parties, FOR SHARE) and the services (FOR
 * UPDATE) are locked, and each creator is checked again just before their request: one who became
 * unable since the preflight, or an insert that fails, rolls the whole send back (409), and nobody
 * hears of anything.
 */
export async function sendCampaign(db: Db, campaign: CampaignRow): Promise<CampaignSendOutcome> {
  if (campaign.status !== 'DRAFT') throw conflictWith('campaigns.sentBefore');
  if (!campaign.brief || !hasVisibleText(campaign.brief)) {
    throw new RuleViolation({ brief: 'campaigns.briefRequired' }, { message: 'campaigns.briefRequired' });
  }
  const preflight = await findCampaignCreatorFacts(db, campaign);
  if (preflight.length === 0) throw new RuleViolation({}, { message: 'campaigns.noCreators' });
  const ready = preflight.filter((facts) => blockOf(facts) === null);
  const skipped = preflight.flatMap((facts) => {
    const reason = blockOf(facts);
    return reason ? [{ creator: facts.creator, reason }] : [];
  });
  if (ready.length === 0) throw new RuleViolation({}, { message: 'campaigns.nobodyCanReceive' });
  try {
    const sent = await db.transaction(async (transaction) => {
      const tx = transaction as unknown as Db;
      const locked = await lockCampaign(tx, campaign.id);
      if (locked.status !== 'DRAFT') throw conflictWith('campaigns.sentBefore');
      // Someone changed the campaign after the preflight (its creators or brief): send what they see.
      const members = await tx
        .select({ creatorId: campaignCreators.creatorId, offerId: campaignCreators.offerId })
        .from(campaignCreators)
        .where(eq(campaignCreators.campaignId, campaign.id));
      const planned = new Map(preflight.map((f) => [f.creatorId, f.offerId]));
      if (
        locked.brief !== campaign.brief ||
        members.length !== planned.size ||
        members.some((m) => planned.get(m.creatorId) !== m.offerId)
      ) {
        throw conflictWith('campaigns.changedDuringSend');
      }
      const readyIds = ready.map((f) => f.creatorId);
      // The lock order of POST arrangements/new (users, then the offer), so the two never deadlock.
      const parties = await tx
        .select({ id: users.id, type: users.type })
        .from(users)
        .where(inArray(users.id, [campaign.ownerId, ...readyIds]))
        .orderBy(asc(users.id))
        .for('share');
      // Issue 17: support may have made the advertiser a creator meanwhile; checked under the lock.
      if (parties.find((party) => party.id === campaign.ownerId)?.type !== 'ADVERTISER') {
        throw conflictWith('campaigns.changedDuringSend');
      }
      const services = await tx
        .select()
        .from(offers)
        .where(
          inArray(
            offers.id,
            ready.map((f) => f.offerId),
          ),
        )
        .orderBy(asc(offers.id))
        .for('update');
      const serviceById = new Map(services.map((offer) => [offer.id, offer]));
      const now = new Date();
      const made: SentRequest[] = [];
      for (const planned of ready) {
        const [facts] = await findCampaignCreatorFacts(tx, campaign, [planned.creatorId]);
        const offer = serviceById.get(planned.offerId);
        if (!facts || !offer || blockOf(facts) !== null) {
          const name = `${planned.creator.firstName} ${planned.creator.lastName}`;
          throw conflictWith('campaigns.creatorChanged', { name });
        }
        const request = await insertArrangementRequest(tx, {
          requesterId: campaign.ownerId,
          offer,
          content: locked.brief!,
          messageKey: facts.messageKey,
          terms: {
            compensationKind: 'MONEY',
            compensationAmount: offer.price,
            deadline: deadlineOf(locked, now),
            deliverables: [],
          },
        });
        await tx
          .update(campaignCreators)
          .set({ arrangementId: request.arrangement.id })
          .where(
            and(
              eq(campaignCreators.campaignId, campaign.id),
              eq(campaignCreators.creatorId, facts.creatorId),
            ),
          );
        made.push({ creatorId: facts.creatorId, ...request });
      }
      for (const { creator, reason } of skipped) {
        await tx
          .update(campaignCreators)
          .set({ skippedReason: reason })
          .where(
            and(eq(campaignCreators.campaignId, campaign.id), eq(campaignCreators.creatorId, creator.id)),
          );
      }
      await tx.update(campaigns).set({ status: 'SENT', sentAt: now }).where(eq(campaigns.id, campaign.id));
      return made;
    });
    return { sent, skipped };
  } catch (err) {
    if (databaseErrorOf(err)?.code !== PG_UNIQUE_VIOLATION) throw err;
    // A creator's message key was taken by another request of the advertiser meanwhile: nothing was
    // sent; new keys let the next try through.
    await renewMessageKeys(db, campaign.id);
    throw conflictWith('campaigns.sendFailed');
  }
}

/** New message keys for the creators of a draft, after a send failed on one already used. */
async function renewMessageKeys(db: Db, campaignId: number): Promise<void> {
  const members = await db
    .select({ creatorId: campaignCreators.creatorId })
    .from(campaignCreators)
    .where(eq(campaignCreators.campaignId, campaignId));
  for (const { creatorId } of members) {
    await db
      .update(campaignCreators)
      .set({ messageKey: newMessageKey() })
      .where(and(eq(campaignCreators.campaignId, campaignId), eq(campaignCreators.creatorId, creatorId)));
  }
}
