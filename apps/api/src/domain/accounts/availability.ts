import { and, eq, sql } from 'drizzle-orm';
import { USERNAME_PATTERN, ZEmail } from '@spona/contracts';
import { networks, socialAccounts, users } from '../../db/schema';
import type { Queryable } from './tokens';

/** Whether a username can be taken by this user (SPEC §5 UsernameAvailable): well-formed and unused. */
export async function isUsernameFree(
  db: Queryable,
  username: string,
  exceptUserId?: number,
): Promise<boolean> {
  const name = username.trim();
  if (!USERNAME_PATTERN.test(name)) return false;
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(sql`lower(${users.username})`, name.toLowerCase()))
    .limit(1);
  return !row || row.id === exceptUserId;
}

/** Whether an email can be used by this user (SPEC §5 EmailAvailable): valid and unused. */
export async function isEmailFree(db: Queryable, email: string, exceptUserId?: number): Promise<boolean> {
  const parsed = ZEmail.safeParse(email);
  if (!parsed.success) return false;
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(sql`lower(${users.email})`, parsed.data.toLowerCase()))
    .limit(1);
  return !row || row.id === exceptUserId;
}

/**
 * Whether a social account (network by slug or id, external id) is used by nobody else (SPEC §5: a
 * social account used by another user is rejected). undefined when the network does not exist.
 */
export async function isSocialAccountFree(
  db: Queryable,
  network: string,
  externalId: string,
  exceptUserId?: number,
): Promise<boolean | undefined> {
  const [found] = await db
    .select({ id: networks.id })
    .from(networks)
    .where(
      /^\d{1,9}$/.test(network) ? eq(networks.id, Number(network)) : eq(networks.slug, network.toLowerCase()),
    )
    .limit(1);
  if (!found) return undefined;
  const [row] = await db
    .select({ userId: socialAccounts.userId })
    .from(socialAccounts)
    .where(and(eq(socialAccounts.networkId, found.id), eq(socialAccounts.externalId, externalId)))
    .limit(1);
  return !row || row.userId === exceptUserId;
}
