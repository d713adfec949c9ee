import {
  ARRANGEMENT_REQUEST_EXPIRY_DAYS,
  ARRANGEMENT_SILENCE_PROMPT_DAYS,
  MESSAGE_KEY_LENGTH,
  type TArrangementStatus,
  type TUserType,
} from '@spona/contracts';
import type { Db } from '../client';
import { arrangements, messages, problemReports, profileViews, reviews } from '../schema';
import { ABORT_REASONS, DECLINE_REASONS, DELIVERABLE_SETS, REVIEW_COMMENTS, THREAD_LINES } from './content';
import { Random } from './random';

export type DemoUser = { id: number; username: string; type: TUserType };
export type DemoOffer = {
  id: number;
  userId: number;
  type: 'INFLUENCER_OFFER' | 'ADVERTISER_OFFER';
  status: string;
  price: number | null;
  compensationKind: 'MONEY' | 'GIVEAWAY' | null;
  compensationAmount: number | null;
  compensationDescription: string | null;
};

/** How many demo arrangements of each status, besides the one of each status that 'ana' has. */
const EXTRA_PER_STATUS: Readonly<Record<TArrangementStatus, number>> = {
  REQUESTED: 3,
  IN_PROGRESS: 3,
  COMPLETED: 4,
  ABORTED: 1,
  DECLINED: 2,
  CANCELED: 1,
  EXPIRED: 1,
};
const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;
/**
 * Issue 16: the terms' deadlines and deliverables come from a stream of their own, so that adding them
 * left every other demo row as it was.
 */
const TERMS_SEED = 0x7e2a5;

type Message = typeof messages.$inferInsert;

/**
 * Arrangements in every status with short message threads: the demo creator 'ana' has one of each
 * (half requested by her on ads, half requested by advertisers on her services, 'brand' among them),
 * plus more between other users. Completed ones have both reviews; one aborted one has a problem report.
 * SYSTEM messages carry the status the arrangement moved to as their content. Issue 16: every one has
 * terms (compensation, a deadline, deliverables); requests still open expire within
 * ARRANGEMENT_REQUEST_EXPIRY_DAYS from their creation (all in the future), the expired one carries the
 * job's SYSTEM line; the receiver's first answer is their responded_at, and messages the other side has
 * opened are seen.
 */
export async function seedDemoArrangements(
  tx: Db,
  random: Random,
  users: DemoUser[],
  offers: DemoOffer[],
  now: Date,
): Promise<void> {
  const byName = new Map(users.map((u) => [u.username, u]));
  const ana = byName.get('ana');
  const brand = byName.get('brand');
  if (!ana || !brand) throw new Error('the fixed demo users are missing');
  const creators = users.filter((u) => u.type === 'INFLUENCER');
  const advertisers = users.filter((u) => u.type === 'ADVERTISER');
  const active = offers.filter((o) => o.status === 'ACTIVE');
  const ads = active.filter((o) => o.type === 'ADVERTISER_OFFER');
  const services = active.filter((o) => o.type === 'INFLUENCER_OFFER');
  const ownerOf = (offer: DemoOffer) => offer.userId;
  const termsRandom = new Random(TERMS_SEED);

  /** silent: no message for longer than the long-silence prompt waits (SPEC §4), so the demo shows it. */
  type Plan = { offer: DemoOffer; requesterId: number; status: TArrangementStatus; silent?: boolean };
  const plans: Plan[] = [];
  const statuses = Object.keys(EXTRA_PER_STATUS) as TArrangementStatus[];
  statuses.forEach((status, index) => {
    if (index % 2 === 0) {
      const brandAds = ads.filter((o) => o.userId === brand.id);
      const offer = index === 0 && brandAds.length > 0 ? brandAds[0]! : random.pick(ads);
      plans.push({ offer, requesterId: ana.id, status });
    } else {
      const anaServices = services.filter((o) => o.userId === ana.id);
      const requester = index === 1 ? brand : random.pick(advertisers);
      plans.push({ offer: random.pick(anaServices), requesterId: requester.id, status, silent: index === 1 });
    }
  });
  // The rule of POST arrangements/new: at most one active arrangement per requester and offer.
  const isActive = (status: TArrangementStatus) => status === 'REQUESTED' || status === 'IN_PROGRESS';
  const hasActive = (offer: DemoOffer, requesterId: number) =>
    plans.some((p) => p.offer.id === offer.id && p.requesterId === requesterId && isActive(p.status));
  for (const status of statuses) {
    for (let n = 0; n < EXTRA_PER_STATUS[status]; n += 1) {
      for (let attempt = 0; attempt < 10; attempt += 1) {
        const plan = random.chance(0.5)
          ? {
              offer: random.pick(ads),
              requesterId: random.pick(creators.filter((c) => c.id !== ana.id)).id,
              status,
            }
          : {
              offer: random.pick(services.filter((o) => o.userId !== ana.id)),
              requesterId: random.pick(advertisers).id,
              status,
            };
        if (isActive(status) && hasActive(plan.offer, plan.requesterId)) continue;
        plans.push(plan);
        break;
      }
    }
  }

  for (const plan of plans) {
    const receiverId = ownerOf(plan.offer);
    const isPlanActive = isActive(plan.status);
    const daysAgo = plan.silent
      ? ARRANGEMENT_SILENCE_PROMPT_DAYS + 6
      : plan.status === 'REQUESTED'
        ? // Issue 16: a request still open was made less than ARRANGEMENT_REQUEST_EXPIRY_DAYS ago.
          random.int(0, 10) % ARRANGEMENT_REQUEST_EXPIRY_DAYS
        : isPlanActive
          ? random.int(0, 10)
          : random.int(12, 90);
    let at = new Date(now.getTime() - daysAgo * DAY_MS);
    const next = () => (at = new Date(at.getTime() + random.int(5, 240) * MINUTE_MS));
    const createdAt = new Date(at);
    const messageKey = random.key(MESSAGE_KEY_LENGTH);
    const isMoney = plan.offer.type === 'INFLUENCER_OFFER' || plan.offer.compensationKind !== 'GIVEAWAY';
    const amount = plan.offer.compensationAmount ?? plan.offer.price ?? random.int(4, 20) * 25;

    const thread: Omit<Message, 'arrangementId'>[] = [];
    const text = (senderId: number, content: string) =>
      thread.push({
        senderId,
        receiverId: senderId === receiverId ? plan.requesterId : receiverId,
        type: 'TEXT',
        content,
        messageKey: random.key(MESSAGE_KEY_LENGTH),
        createdAt: next(),
      });
    const system = (actorId: number, content: TArrangementStatus) =>
      thread.push({
        senderId: actorId,
        receiverId: actorId === receiverId ? plan.requesterId : receiverId,
        type: 'SYSTEM',
        content,
        createdAt: next(),
      });

    thread.push({
      senderId: plan.requesterId,
      receiverId,
      type: 'TEXT',
      content: `${THREAD_LINES[0]![0]} ${isMoney ? `Predlažem ${amount} EUR.` : 'Zanima me nagrada.'}`,
      messageKey,
      createdAt: createdAt,
    });
    if (plan.status === 'DECLINED') {
      system(receiverId, 'DECLINED');
      text(receiverId, random.pick(DECLINE_REASONS));
    } else if (plan.status === 'CANCELED') {
      system(plan.requesterId, 'CANCELED');
    } else if (plan.status === 'EXPIRED') {
      // Issue 16: unanswered, the expiry job's line (no sender; to the receiver, unseen by nobody now).
      thread.push({
        senderId: null,
        receiverId,
        type: 'SYSTEM',
        content: 'EXPIRED',
        createdAt: new Date(createdAt.getTime() + ARRANGEMENT_REQUEST_EXPIRY_DAYS * DAY_MS),
      });
    } else if (plan.status !== 'REQUESTED') {
      system(receiverId, 'IN_PROGRESS');
      const turns = random.int(1, THREAD_LINES.length - 1);
      for (const [requesterLine, receiverLine] of THREAD_LINES.slice(0, turns)) {
        text(receiverId, receiverLine);
        text(plan.requesterId, requesterLine);
      }
      if (plan.status === 'COMPLETED') system(receiverId, 'COMPLETED');
      if (plan.status === 'ABORTED') {
        system(plan.requesterId, 'ABORTED');
        text(plan.requesterId, random.pick(ABORT_REASONS));
      }
    }

    const last = thread[thread.length - 1]!;
    // Unseen: the messages at the end of the thread that the other side has not opened yet.
    let trailing = 0;
    for (let i = thread.length - 1; i >= 0 && thread[i]!.senderId === last.senderId; i -= 1) trailing += 1;
    const unseen = isPlanActive && random.chance(0.7) ? trailing : 0;
    const lastSentByRequester = last.senderId === plan.requesterId;
    // Issue 16 read receipts: all but the unseen ones were opened a minute after they came.
    thread.forEach((m, i) => {
      if (i < thread.length - unseen) m.seenAt = new Date(m.createdAt!.getTime() + MINUTE_MS);
    });
    // Issue 16 response figures: the receiver's first answer (a message or a status change).
    const respondedAt = thread.find((m) => m.senderId === receiverId)?.createdAt ?? null;
    const deadline = new Date(createdAt.getTime() + termsRandom.int(10, 40) * DAY_MS)
      .toISOString()
      .slice(0, 10);
    const deliverables = [...termsRandom.pick(DELIVERABLE_SETS)];

    const [arrangement] = await tx
      .insert(arrangements)
      .values({
        offerId: plan.offer.id,
        requesterId: plan.requesterId,
        receiverId,
        status: plan.status,
        messageKey,
        compensationKind: isMoney ? 'MONEY' : 'GIVEAWAY',
        compensationAmount: isMoney ? amount : null,
        compensationDescription: isMoney ? null : plan.offer.compensationDescription,
        deadline,
        deliverables,
        // As POST arrangements/new sets it; only a request still open shows it.
        expiresAt: new Date(createdAt.getTime() + ARRANGEMENT_REQUEST_EXPIRY_DAYS * DAY_MS),
        respondedAt,
        requesterUnseenCount: lastSentByRequester ? 0 : unseen,
        receiverUnseenCount: lastSentByRequester ? unseen : 0,
        lastMessageAt: last.createdAt,
        lastActivityAt: last.createdAt,
        createdAt,
        updatedAt: last.createdAt,
      })
      .returning({ id: arrangements.id });
    const arrangementId = arrangement!.id;
    await tx.insert(messages).values(thread.map((m) => ({ ...m, arrangementId })));

    if (plan.status === 'COMPLETED') {
      const pairs = [
        [plan.requesterId, receiverId],
        [receiverId, plan.requesterId],
      ] as const;
      await tx.insert(reviews).values(
        pairs.map(([reviewerId, revieweeId]) => {
          const [rating, comment] = random.pick(REVIEW_COMMENTS);
          return {
            arrangementId,
            reviewerId,
            revieweeId,
            rating,
            comment,
            createdAt: last.createdAt,
            updatedAt: last.createdAt,
          };
        }),
      );
    }
    if (plan.status === 'ABORTED' && plan.requesterId === ana.id) {
      await tx.insert(problemReports).values({
        arrangementId,
        reporterId: ana.id,
        reason: 'Proizvodi nisu stigli',
        content: 'Dogovoreni proizvodi nisu stigli ni nakon tri tjedna.',
        createdAt: last.createdAt,
      });
    }
  }

  // Dashboard profile views of the fixed creator over the last 30 days.
  const views = new Map<string, typeof profileViews.$inferInsert>();
  for (let n = 0; n < 40; n += 1) {
    const viewer = random.pick(users.filter((u) => u.id !== ana.id));
    const day = new Date(now.getTime() - random.int(0, 29) * DAY_MS).toISOString().slice(0, 10);
    views.set(`${viewer.id}:${day}`, { profileUserId: ana.id, viewerId: viewer.id, viewedOn: day });
  }
  await tx.insert(profileViews).values([...views.values()]);
}
