import { randomBytes } from 'node:crypto';
import { and, asc, eq, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { networks, socialAccounts } from '../../db/schema';
import { databaseErrorOf, PG_UNIQUE_VIOLATION, RuleViolation } from '../errors';
import type { NetworkRow } from '../reference/findReferenceData';

export type SocialAccountRow = typeof socialAccounts.$inferSelect;
export type SocialAccountWithNetwork = { account: SocialAccountRow; network: NetworkRow };

/** A network named by its id or its slug (`instagram`, case-insensitive), or undefined. */
export async function findNetwork(db: Db, ref: number | string): Promise<NetworkRow | undefined> {
  const [row] = await db
    .select()
    .from(networks)
    .where(typeof ref === 'number' ? eq(networks.id, ref) : eq(networks.slug, ref.toLowerCase()));
  return row;
}

/** A creator's social accounts; accounts being deleted only when asked for (the owner's editor). */
export async function findSocialAccounts(
  db: Db,
  userId: number,
  { includeDeleting = false } = {},
): Promise<SocialAccountWithNetwork[]> {
  return db
    .select({ account: socialAccounts, network: networks })
    .from(socialAccounts)
    .innerJoin(networks, eq(networks.id, socialAccounts.networkId))
    .where(
      and(
        eq(socialAccounts.userId, userId),
        includeDeleting ? undefined : ne(socialAccounts.verification, 'DELETING'),
      ),
    )
    .orderBy(asc(networks.id), asc(socialAccounts.id));
}

/** The creator's own account with that id, else undefined (another user's id included). */
export async function findOwnSocialAccount(
  db: Db,
  userId: number,
  id: number,
): Promise<SocialAccountWithNetwork | undefined> {
  const [row] = await db
    .select({ account: socialAccounts, network: networks })
    .from(socialAccounts)
    .innerJoin(networks, eq(networks.id, socialAccounts.networkId))
    .where(and(eq(socialAccounts.id, id), eq(socialAccounts.userId, userId)));
  return row;
}

export type NewSocialAccount = {
  network: NetworkRow;
  username: string;
  externalId: string | null;
  followers: number;
  engagementRate: number | null;
};

/**
 * SPEC §7 POST influencers/social. SPEC §5: a username or external id another user holds on that
 * network is refused with 'Username already used by another user'; one the creator already has is a
 * conflict. The unique indexes decide when two requests race.
 */
export async function addSocialAccount(db: Db, userId: number, input: NewSocialAccount): Promise<number> {
  const sameAccount = and(
    eq(socialAccounts.networkId, input.network.id),
    or(
      eq(sql`lower(${socialAccounts.username})`, input.username.toLowerCase()),
      input.externalId === null ? undefined : eq(socialAccounts.externalId, input.externalId),
    ),
  );
  const [holder] = await db.select({ userId: socialAccounts.userId }).from(socialAccounts).where(sameAccount);
  if (holder) {
    if (holder.userId === userId)
      throw new RuleViolation({ username: 'profiles.socialAlreadyAdded' }, { kind: 'conflict' });
    throw new RuleViolation({ username: 'validation.socialUsernameTaken' });
  }
  try {
    const [row] = await db
      .insert(socialAccounts)
      .values({
        userId,
        networkId: input.network.id,
        username: input.username,
        externalId: input.externalId,
        followers: input.followers,
        engagementRate: input.engagementRate,
      })
      .returning({ id: socialAccounts.id });
    return row!.id;
  } catch (err) {
    if (databaseErrorOf(err)?.code === PG_UNIQUE_VIOLATION) {
      throw new RuleViolation({ username: 'validation.socialUsernameTaken' });
    }
    throw err;
  }
}

/**
 * SPEC §7 DELETE influencers/social/{id}: the account is removed at once (the followers trigger
 * updates the creator's totals in the same statement). DELETING stays a state support can set on an
 * account it is taking down; such accounts are hidden from everyone but the owner.
 */
export async function removeSocialAccount(db: Db, id: number): Promise<void> {
  await db.delete(socialAccounts).where(eq(socialAccounts.id, id));
}

/**
 * SPEC §4 GET influencers/social/{id}/verify/{method}: verification goes 'in progress' (support
 * confirms it manually) with a code the owner shows on the network. A verified account stays
 * verified; asking again keeps the same code.
 */
export async function requestVerification(db: Db, account: SocialAccountRow): Promise<void> {
  if (account.verification === 'VERIFIED' || account.verification === 'IN_PROGRESS') return;
  if (account.verification === 'DELETING') throw new RuleViolation({ _: 'profiles.verificationClosed' });
  await db
    .update(socialAccounts)
    .set({
      verification: 'IN_PROGRESS',
      verificationCode: account.verificationCode ?? `SPONA-${randomBytes(4).toString('hex').toUpperCase()}`,
      // Issue 17: the console's queue is oldest first; a new request answers the last rejection.
      verificationRequestedAt: new Date(),
      verificationRejectedReason: null,
    })
    .where(eq(socialAccounts.id, account.id));
}
