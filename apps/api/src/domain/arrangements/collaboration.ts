import { and, asc, eq, inArray } from 'drizzle-orm';
import { ARRANGEMENT_SILENCE_PROMPT_DAYS, type TOfferType } from '@spona/contracts';
import type { Db } from '../../db/client';
import { arrangementDeliveries, arrangementFiles, arrangementProposals } from '../../db/schema';
import type { ArrangementRow } from './findArrangements';
import type { ArrangementRole, ArrangementSide, TransitionFacts } from './transition';

export type ProposalRow = typeof arrangementProposals.$inferSelect;
export type DeliveryRow = typeof arrangementDeliveries.$inferSelect;
export type PrivateFileRow = typeof arrangementFiles.$inferSelect;
export type DeliveryDetails = { delivery: DeliveryRow; files: PrivateFileRow[] };

/** Issue 16: what goes on in an arrangement besides its row: the open counter-offer and the deliveries. */
export type Collaboration = { openProposal: ProposalRow | null; deliveries: DeliveryDetails[] };

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Issue 16: which side a participant is on. The creator owns an INFLUENCER_OFFER (a service) and
 * receives its requests, or requests an ADVERTISER_OFFER (an ad); the other participant advertises.
 */
export function sideOf(offerType: TOfferType, role: ArrangementRole): ArrangementSide {
  const creatorRole: ArrangementRole = offerType === 'INFLUENCER_OFFER' ? 'RECEIVER' : 'REQUESTER';
  return role === creatorRole ? 'CREATOR' : 'ADVERTISER';
}

/** Revisions asked for so far. */
export const revisionsOf = (collaboration: Collaboration) =>
  collaboration.deliveries.filter((d) => d.delivery.status === 'REVISION_REQUESTED').length;

/** SPEC §4: an arrangement in progress silent for ARRANGEMENT_SILENCE_PROMPT_DAYS asks to complete or keep. */
export const isSilent = (arrangement: ArrangementRow, now: Date) =>
  arrangement.status === 'IN_PROGRESS' &&
  now.getTime() - arrangement.lastActivityAt.getTime() >= ARRANGEMENT_SILENCE_PROMPT_DAYS * DAY_MS;

/** The state machine's facts of one participant (transition.ts). */
export function transitionFactsOf(
  arrangement: ArrangementRow,
  offerType: TOfferType,
  collaboration: Collaboration,
  viewer: { id: number; role: ArrangementRole; hasReviewed: boolean },
  now = new Date(),
): TransitionFacts {
  const proposal = collaboration.openProposal;
  return {
    hasReviewed: viewer.hasReviewed,
    side: sideOf(offerType, viewer.role),
    openProposal: proposal ? (proposal.proposerId === viewer.id ? 'MINE' : 'THEIRS') : null,
    pendingDelivery: collaboration.deliveries.some((d) => d.delivery.status === 'PENDING'),
    revisions: revisionsOf(collaboration),
    isSilent: isSilent(arrangement, now),
  };
}

/** The open counter-offer and the deliveries (oldest first, with their files) of each arrangement. */
export async function loadCollaborations(
  db: Db,
  arrangementIds: number[],
): Promise<Map<number, Collaboration>> {
  const result = new Map<number, Collaboration>(
    arrangementIds.map((id) => [id, { openProposal: null, deliveries: [] }]),
  );
  if (arrangementIds.length === 0) return result;
  const [proposals, deliveries] = await Promise.all([
    db
      .select()
      .from(arrangementProposals)
      .where(
        and(
          inArray(arrangementProposals.arrangementId, arrangementIds),
          eq(arrangementProposals.status, 'OPEN'),
        ),
      ),
    db
      .select()
      .from(arrangementDeliveries)
      .where(inArray(arrangementDeliveries.arrangementId, arrangementIds))
      .orderBy(asc(arrangementDeliveries.createdAt), asc(arrangementDeliveries.id)),
  ]);
  const files =
    deliveries.length === 0
      ? []
      : await db
          .select()
          .from(arrangementFiles)
          .where(
            inArray(
              arrangementFiles.deliveryId,
              deliveries.map((d) => d.id),
            ),
          )
          .orderBy(asc(arrangementFiles.id));
  for (const proposal of proposals) result.get(proposal.arrangementId)!.openProposal = proposal;
  for (const delivery of deliveries) {
    result.get(delivery.arrangementId)!.deliveries.push({
      delivery,
      files: files.filter((f) => f.deliveryId === delivery.id),
    });
  }
  return result;
}

/** The files attached to each of the given messages, in upload order. */
export async function loadMessageFiles(db: Db, messageIds: number[]): Promise<Map<number, PrivateFileRow[]>> {
  const result = new Map<number, PrivateFileRow[]>();
  if (messageIds.length === 0) return result;
  const rows = await db
    .select()
    .from(arrangementFiles)
    .where(inArray(arrangementFiles.messageId, messageIds))
    .orderBy(asc(arrangementFiles.id));
  for (const row of rows) {
    const list = result.get(row.messageId!) ?? [];
    list.push(row);
    result.set(row.messageId!, list);
  }
  return result;
}
