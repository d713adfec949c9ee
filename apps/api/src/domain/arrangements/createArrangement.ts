import { and, eq, inArray } from 'drizzle-orm';
import {
  ACTIVE_ARRANGEMENT_STATUSES,
  ARRANGEMENT_REQUEST_EXPIRY_DAYS,
  type TArrangementCompensation,
  type TArrangementCreate,
} from '@spona/contracts';
import type { Db } from '../../db/client';
import { arrangements, messages, offers, users } from '../../db/schema';
import { requestableOfferType } from '../../policies/arrangements';
import { arrangementFacts, notifyInTransaction } from '../notifications/notify';
import { databaseErrorOf, PG_UNIQUE_VIOLATION, RuleViolation } from '../errors';
import type { OfferRow } from '../offers/findOffers';
import type { ArrangementRow, MessageRow } from './findArrangements';
import { requestRefusalError } from './refusals';

export type CreatedArrangement = { arrangement: ArrangementRow; message: MessageRow; isNew: boolean };

type Compensation = Pick<
  typeof arrangements.$inferInsert,
  'compensationKind' | 'compensationAmount' | 'compensationDescription'
>;
export type Terms = Compensation & Pick<typeof arrangements.$inferInsert, 'deadline' | 'deliverables'>;

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Issue 16: the terms of a new request: what the request dialog set (`terms`, or the older top-level
 * `compensation`), the rest prefilled from the offer (its compensation or price; no deadline or
 * deliverables unless given).
 */
export function termsOf(input: Pick<TArrangementCreate, 'compensation' | 'terms'>, offer: OfferRow): Terms {
  const given = input.terms?.compensation !== undefined ? input.terms.compensation : input.compensation;
  return {
    ...compensationOf(given, offer),
    deadline: input.terms?.deadline ?? null,
    deliverables: input.terms?.deliverables ?? [],
  };
}

/** The proposed compensation, or (issue 6: prefilled from the offer) the offer's own when none is given. */
export function compensationOf(
  input: TArrangementCompensation | null | undefined,
  offer: OfferRow,
): Compensation {
  if (typeof input === 'number') return { compensationKind: 'MONEY', compensationAmount: input };
  if (input?.kind === 'MONEY') return { compensationKind: 'MONEY', compensationAmount: input.amount };
  if (input?.kind === 'GIVEAWAY') {
    return { compensationKind: 'GIVEAWAY', compensationDescription: input.description };
  }
  if (offer.compensationKind === 'GIVEAWAY') {
    return { compensationKind: 'GIVEAWAY', compensationDescription: offer.compensationDescription };
  }
  // A hidden amount (SPEC §3 show-amount flag) is not copied: the price, or 'as agreed' (null).
  if (
    offer.compensationKind === 'MONEY' &&
    offer.compensationShowAmount &&
    offer.compensationAmount !== null
  ) {
    return { compensationKind: 'MONEY', compensationAmount: offer.compensationAmount };
  }
  return offer.price === null ? {} : { compensationKind: 'MONEY', compensationAmount: offer.price };
}

/**
 * The requester's arrangement of this message key, with its first message: a retried request
 * (issue 6: the key makes POST arrangements/new idempotent). No access check beyond the requester.
 */
export async function findArrangementByKey(
  db: Db,
  requesterId: number,
  messageKey: string,
): Promise<{ arrangement: ArrangementRow; message: MessageRow } | undefined> {
  const [arrangement] = await db
    .select()
    .from(arrangements)
    .where(and(eq(arrangements.requesterId, requesterId), eq(arrangements.messageKey, messageKey)));
  if (!arrangement) return undefined;
  const [message] = await db
    .select()
    .from(messages)
    .where(
      and(
        eq(messages.arrangementId, arrangement.id),
        eq(messages.senderId, requesterId),
        eq(messages.messageKey, messageKey),
      ),
    );
  return message ? { arrangement, message } : undefined;
}

/** The same key again must name the same offer; another offer is a new request that reused a key. */
function replayOf(
  found: { arrangement: ArrangementRow; message: MessageRow },
  offerId: number,
): CreatedArrangement {
  if (found.arrangement.offerId !== offerId)
    throw new RuleViolation({ message_key: 'arrangements.keyReused' }, { kind: 'conflict' });
  return { ...found, isNew: false };
}

/**
 * SPEC §7 POST arrangements/new, after the policy allowed it: the arrangement and its first message in
 * one transaction. The offer row is locked so that two requests of the same user on the same offer
 * cannot both start; a user has at most one active arrangement per offer.
 */
export async function createArrangement(
  db: Db,
  requesterId: number,
  offer: OfferRow,
  input: TArrangementCreate,
): Promise<CreatedArrangement> {
  try {
    return await db.transaction(async (tx) => {
      // Issue 17: support may approve an account-type change of either party at the same time; it locks
      // the user row, checks that no arrangement is active, changes the type and archives the offers.
      // Both users are locked first (then the offer, the same order as the approval's), so the request
      // waits for such an approval and is checked again against what it left.
      const parties = await tx
        .select({ id: users.id, type: users.type })
        .from(users)
        .where(inArray(users.id, [requesterId, offer.userId]))
        .orderBy(users.id)
        .for('share');
      const requester = parties.find((u) => u.id === requesterId);
      if (!requester || requestableOfferType(requester.type) !== offer.type) {
        throw requestRefusalError('wrongAccountType');
      }
      const [locked] = await tx
        .select({ deletedAt: offers.deletedAt })
        .from(offers)
        .where(eq(offers.id, offer.id))
        .for('update');
      if (!locked || locked.deletedAt) throw requestRefusalError('offerUnavailable');
      const again = await findArrangementByKey(tx as unknown as Db, requesterId, input.message_key);
      if (again) return replayOf(again, offer.id);
      const [open] = await tx
        .select({ id: arrangements.id })
        .from(arrangements)
        .where(
          and(
            eq(arrangements.requesterId, requesterId),
            eq(arrangements.offerId, offer.id),
            inArray(arrangements.status, [...ACTIVE_ARRANGEMENT_STATUSES]),
          ),
        )
        .limit(1);
      if (open) throw new RuleViolation({ offer_id: 'arrangements.alreadyActive' }, { kind: 'conflict' });
      const created = await insertArrangementRequest(tx as unknown as Db, {
        requesterId,
        offer,
        content: input.content,
        messageKey: input.message_key,
        terms: termsOf(input, offer),
      });
      return { ...created, isNew: true };
    });
  } catch (err) {
    // Two first tries of the same key on different offers at once: the loser answers like a retry.
    if (databaseErrorOf(err)?.code !== PG_UNIQUE_VIOLATION) throw err;
    const found = await findArrangementByKey(db, requesterId, input.message_key);
    if (!found) throw err;
    return replayOf(found, offer.id);
  }
}

/**
 * The insert of a new request, inside the caller's transaction once it has checked and locked what
 * the request depends on: the arrangement, its first message and the receiver's notification (issue 7,
 * in the same commit). POST arrangements/new and (issue 20) a campaign's send make requests this one way.
 */
export async function insertArrangementRequest(
  tx: Db,
  {
    requesterId,
    offer,
    content,
    messageKey,
    terms,
  }: { requesterId: number; offer: OfferRow; content: string; messageKey: string; terms: Terms },
): Promise<{ arrangement: ArrangementRow; message: MessageRow }> {
  const now = new Date();
  const [arrangement] = await tx
    .insert(arrangements)
    .values({
      offerId: offer.id,
      requesterId,
      receiverId: offer.userId,
      status: 'REQUESTED',
      messageKey,
      ...terms,
      // Issue 16: unanswered, the request expires (collaborationJobs.expireRequests).
      expiresAt: new Date(now.getTime() + ARRANGEMENT_REQUEST_EXPIRY_DAYS * DAY_MS),
      receiverUnseenCount: 1,
      lastMessageAt: now,
      lastActivityAt: now,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  const [message] = await tx
    .insert(messages)
    .values({
      arrangementId: arrangement!.id,
      senderId: requesterId,
      receiverId: offer.userId,
      type: 'TEXT',
      content,
      messageKey,
      createdAt: now,
    })
    .returning();
  // Issue 7: the receiver's dashboard hears of the new request, in this commit.
  await notifyInTransaction(tx, async (sp) => [
    {
      userId: offer.userId,
      kind: 'ARRANGEMENT_NEW',
      data: await arrangementFacts(sp, arrangement!.id, requesterId),
    },
  ]);
  return { arrangement: arrangement!, message: message! };
}
