import { and, asc, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import { ACTIVE_ARRANGEMENT_STATUSES } from '@spona/contracts';
import type { Db } from '../client';
import { accountTypeRequests, arrangements, bugReports, problemReports, socialAccounts } from '../schema';
import type { ScreenshotStore } from '../../domain/support/screenshot';
import { drawBugScreenshot } from './demoArtwork';
import type { DemoUser } from './demoArrangements';

const HOUR_MS = 60 * 60 * 1000;
/** The verifications the demo console's queue shows, at least. */
const DEMO_VERIFICATIONS = 2;

/**
 * Issue 17: something in every queue of the console the demo staff member opens, all fixed (no
 * random draws: the rest of the demo set stays as it was): verifications in progress with the time
 * they were asked for (and verified accounts with theirs, so the median time to verify shows), an open
 * problem report on an arrangement in progress, two bug reports (one NEW) and one pending
 * account-type request (of a creator without active arrangements). Dates are relative to `now`.
 */
export async function seedDemoQueues(tx: Db, users: DemoUser[], now: Date): Promise<void> {
  const byName = new Map(users.map((u) => [u.username, u]));
  const ana = byName.get('ana');
  const luka = byName.get('luka');
  const brand = byName.get('brand');
  if (!ana || !luka || !brand) throw new Error('the fixed demo users are missing');
  const hoursAgo = (hours: number) => new Date(now.getTime() - hours * HOUR_MS);

  // Verified accounts were asked for some hours before they were verified (2 to 11 by their id).
  await tx
    .update(socialAccounts)
    .set({
      verificationRequestedAt: sql`${socialAccounts.verifiedAt} - make_interval(hours => 2 + ${socialAccounts.id} % 10)`,
    })
    .where(eq(socialAccounts.verification, 'VERIFIED'));
  // The queue: accounts in progress, and the first unverified ones of other creators than ana (whose
  // own accounts the e2e and the demo walk verify themselves) until there are DEMO_VERIFICATIONS.
  const inProgress = await tx
    .select({ id: socialAccounts.id })
    .from(socialAccounts)
    .where(eq(socialAccounts.verification, 'IN_PROGRESS'))
    .orderBy(asc(socialAccounts.id));
  const unverified = await tx
    .select({ id: socialAccounts.id })
    .from(socialAccounts)
    .where(and(eq(socialAccounts.verification, 'UNVERIFIED'), ne(socialAccounts.userId, ana.id)))
    .orderBy(asc(socialAccounts.id))
    .limit(Math.max(0, DEMO_VERIFICATIONS - inProgress.length));
  const queue = [...inProgress, ...unverified];
  for (const [index, { id }] of queue.entries()) {
    await tx
      .update(socialAccounts)
      .set({
        verification: 'IN_PROGRESS',
        verificationCode: sql`coalesce(${socialAccounts.verificationCode}, ${`SPONA-DEMO${String(id).padStart(3, '0')}`})`,
        verificationRequestedAt: hoursAgo(3 + index * 5),
      })
      .where(eq(socialAccounts.id, id));
  }

  const [inProgressArrangement] = await tx
    .select()
    .from(arrangements)
    .where(eq(arrangements.status, 'IN_PROGRESS'))
    .orderBy(asc(arrangements.id))
    .limit(1);
  if (inProgressArrangement) {
    await tx.insert(problemReports).values({
      arrangementId: inProgressArrangement.id,
      reporterId: inProgressArrangement.requesterId,
      reason: 'Druga strana ne odgovara',
      content: 'Druga strana ne odgovara na poruke već tjedan dana, a rok se bliži.',
      createdAt: hoursAgo(20),
    });
  }

  await tx.insert(bugReports).values([
    {
      userId: brand.id,
      problem: 'Na mobitelu se gumb „Pošalji” u razgovoru preklapa s tipkovnicom.',
      type: 'messenger',
      url: '/messenger',
      userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X)',
      status: 'NEW',
      createdAt: hoursAgo(6),
    },
    {
      userId: ana.id,
      problem: 'Filtar po gradu u pretrazi ponekad ne prikaže ništa.',
      type: 'search',
      url: '/search/offers',
      status: 'TRIAGED',
      staffNote: 'Ponovljeno: događa se kad je grad upisan malim slovima.',
      createdAt: hoursAgo(50),
    },
  ]);

  // The request is for a creator with no active arrangement (luka, unless the plan gave him one), so
  // that the demo can approve it.
  const active = await tx
    .select({ requesterId: arrangements.requesterId, receiverId: arrangements.receiverId })
    .from(arrangements)
    .where(inArray(arrangements.status, [...ACTIVE_ARRANGEMENT_STATUSES]));
  const busy = new Set(active.flatMap((a) => [a.requesterId, a.receiverId]));
  const asker =
    [luka, ...users.filter((u) => u.type === 'INFLUENCER' && u.id !== ana.id)].find((u) => !busy.has(u.id)) ??
    luka;
  await tx.insert(accountTypeRequests).values({
    userId: asker.id,
    fromType: 'INFLUENCER',
    toType: 'ADVERTISER',
    reason: 'Otvorio sam malu agenciju i sada tražim kreatore za naše klijente.',
    createdAt: hoursAgo(30),
  });
}

/**
 * Issue 17: the NEW demo bug report gets its screenshot, stored as the bug-report form stores one
 * (after the seed's transaction, like the other demo pictures).
 */
export async function seedDemoBugScreenshot(
  db: Db,
  screenshots: Pick<ScreenshotStore, 'save'>,
): Promise<void> {
  const [report] = await db
    .select({ id: bugReports.id })
    .from(bugReports)
    .where(and(eq(bugReports.status, 'NEW'), isNull(bugReports.imageFile)))
    .orderBy(asc(bugReports.id))
    .limit(1);
  if (!report) return;
  const file = await screenshots.save(await drawBugScreenshot());
  await db.update(bugReports).set({ imageFile: file }).where(eq(bugReports.id, report.id));
}
