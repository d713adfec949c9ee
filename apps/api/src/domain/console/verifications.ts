import { asc, count, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { networks, socialAccounts } from '../../db/schema';
import { conflictWith, NotFound } from '../errors';
import { notifyInTransaction, type NotificationInput } from '../notifications/notify';
import type { NetworkRow } from '../reference/findReferenceData';
import type { SocialAccountRow } from '../profiles/socialAccounts';
import { recordAudit, type AuditActor } from './audit';
import { unsafeLoadUserRefs, type UserRefRow } from './userRefs';

/** Where an account's page is on each network, by the network's slug: `{u}` is the username. */
const PROFILE_URLS: Record<string, string> = {
  instagram: 'https://www.instagram.com/{u}/',
  tiktok: 'https://www.tiktok.com/@{u}',
  youtube: 'https://www.youtube.com/@{u}',
  facebook: 'https://www.facebook.com/{u}',
  x: 'https://x.com/{u}',
  twitch: 'https://www.twitch.tv/{u}',
  linkedin: 'https://www.linkedin.com/in/{u}',
};

/**
 * Issue 17: the account's page on its network, where staff look for the code the creator shows; null
 * for a network without profile pages of its own (a blog) or a name that cannot be one. Pure.
 */
export function profileUrlOf(networkSlug: string, username: string): string | null {
  const template = PROFILE_URLS[networkSlug.toLowerCase()];
  const name = username.trim().replace(/^@/, '');
  if (!template || !/^[\p{L}\p{N}._-]+$/u.test(name)) return null;
  return template.replace('{u}', encodeURIComponent(name));
}

export type VerificationQueueItem = {
  account: SocialAccountRow;
  network: NetworkRow;
  user: UserRefRow;
};

/** Issue 17, GET console/verifications: accounts in progress, the longest waiting first. No access check. */
export async function unsafeFindVerificationQueue(
  db: Db,
  { skip, limit }: { skip: number; limit: number },
): Promise<{ rows: VerificationQueueItem[]; total: number }> {
  const inProgress = eq(socialAccounts.verification, 'IN_PROGRESS');
  const [rows, [counted]] = await Promise.all([
    db
      .select({ account: socialAccounts, network: networks })
      .from(socialAccounts)
      .innerJoin(networks, eq(networks.id, socialAccounts.networkId))
      .where(inProgress)
      .orderBy(asc(socialAccounts.verificationRequestedAt), asc(socialAccounts.id))
      .offset(skip)
      .limit(limit),
    db.select({ total: count() }).from(socialAccounts).where(inProgress),
  ]);
  const users = await unsafeLoadUserRefs(
    db,
    rows.map((r) => r.account.userId),
  );
  return {
    rows: rows.map((r) => ({ ...r, user: users.get(r.account.userId)! })),
    total: counted?.total ?? 0,
  };
}

export type VerificationDecision = { approve: true } | { approve: false; reason: string };

/**
 * SPEC §4, issue 17: staff decide a verification in progress. Approved: VERIFIED from now (the
 * followers triggers count it as verified); rejected: UNVERIFIED with the reason the owner reads, the
 * code kept (asking again shows the same one). The audit row and the owner's notification commit with
 * the change; the notices are returned to announce after the commit. NotFound for an unknown account,
 * 409 when it is not in progress.
 */
export async function decideVerification(
  db: Db,
  actor: AuditActor,
  accountId: number,
  decision: VerificationDecision,
): Promise<{ item: VerificationQueueItem; notices: NotificationInput[] }> {
  return db.transaction(async (txn) => {
    const tx = txn as unknown as Db;
    const [found] = await tx
      .select({ account: socialAccounts, network: networks })
      .from(socialAccounts)
      .innerJoin(networks, eq(networks.id, socialAccounts.networkId))
      .where(eq(socialAccounts.id, accountId))
      .for('update', { of: socialAccounts });
    if (!found) throw new NotFound();
    const { account: before, network } = found;
    if (before.verification !== 'IN_PROGRESS') {
      throw conflictWith('console.refusals.verificationNotInProgress');
    }
    const [account] = await tx
      .update(socialAccounts)
      .set(
        decision.approve
          ? { verification: 'VERIFIED', verifiedAt: new Date(), verificationRejectedReason: null }
          : { verification: 'UNVERIFIED', verificationRejectedReason: decision.reason },
      )
      .where(eq(socialAccounts.id, accountId))
      .returning();
    await recordAudit(tx, actor, {
      action: decision.approve ? 'verification.approve' : 'verification.reject',
      objectType: 'social_account',
      objectId: accountId,
      before: { verification: before.verification },
      after: {
        verification: account!.verification,
        ...(decision.approve ? {} : { reason: decision.reason }),
      },
    });
    const notices: NotificationInput[] = [
      {
        userId: before.userId,
        kind: decision.approve ? 'SOCIAL_ACCOUNT_VERIFIED' : 'SOCIAL_ACCOUNT_REJECTED',
        data: {
          social_account_id: accountId,
          network: network.name,
          username: before.username,
          ...(decision.approve ? {} : { reason: decision.reason }),
        },
      },
    ];
    await notifyInTransaction(tx, async () => notices);
    const users = await unsafeLoadUserRefs(tx, [before.userId]);
    return { item: { account: account!, network, user: users.get(before.userId)! }, notices };
  });
}
