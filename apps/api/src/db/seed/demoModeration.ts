import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../client';
import { appeals, offers } from '../schema';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Issue 17: the demo's appeals queue: one of the demo advertiser's ads flagged unapproved by support,
 * and the advertiser's pending appeal of that flag (the ad shows the flag in the profile editor). Not a
 * featured one: the featured demo offers stay two pages of search (e2e/specs/search.spec.ts).
 */
export async function seedDemoModeration(tx: Db, advertiserId: number, now: Date): Promise<void> {
  const [offer] = await tx
    .select({ id: offers.id })
    .from(offers)
    .where(and(eq(offers.userId, advertiserId), eq(offers.status, 'ACTIVE'), eq(offers.featured, false)))
    .orderBy(desc(offers.id))
    .limit(1);
  if (!offer) return;
  const flaggedAt = new Date(now.getTime() - 2 * DAY_MS);
  await tx
    .update(offers)
    .set({
      unapproved: true,
      unapprovedReason: 'Oglas jamči određeni broj prodaja, a pravila to ne dopuštaju.',
      unapprovedAt: flaggedAt,
    })
    .where(eq(offers.id, offer.id));
  await tx.insert(appeals).values({
    userId: advertiserId,
    subject: 'OFFER',
    offerId: offer.id,
    flaggedAt,
    message: 'Uklonili smo to obećanje iz opisa. Molimo da oglas ponovno prikažete.',
    createdAt: new Date(now.getTime() - DAY_MS),
  });
}
