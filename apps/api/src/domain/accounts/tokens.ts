import { randomUUID } from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { ACCESS_TOKEN_TTL_MS, REFRESH_TOKEN_TTL_MS } from '@spona/contracts';
import type { Db } from '../../db/client';
import { oauthAccessTokens, oauthRefreshTokens, users } from '../../db/schema';
import { generateSecret, hashSecret } from './secrets';

/** The database or an open transaction: domain functions run in either. */
export type Queryable = Db | Parameters<Parameters<Db['transaction']>[0]>[0];

export type UserRow = typeof users.$inferSelect;

export type IssuedTokens = {
  accessToken: string;
  accessTokenExpiresAt: Date;
  refreshToken: string;
  refreshTokenExpiresAt: Date;
  familyId: string;
};

/**
 * Stores a new access and refresh token pair (hashed) and returns the plain tokens, once.
 * familyId ties every pair of one sign-in together (ARCHITECTURE.md: reuse of a rotated refresh token
 * revokes the family); a new sign-in starts a new family.
 */
export async function issueTokens(
  db: Queryable,
  input: {
    userId: number;
    clientId: number;
    familyId?: string;
    accessToken?: string;
    refreshToken?: string;
    accessTokenExpiresAt?: Date;
    refreshTokenExpiresAt?: Date;
    now?: Date;
  },
): Promise<IssuedTokens> {
  const now = input.now ?? new Date();
  const familyId = input.familyId ?? randomUUID();
  const accessToken = input.accessToken ?? generateSecret();
  const refreshToken = input.refreshToken ?? generateSecret();
  const accessTokenExpiresAt = input.accessTokenExpiresAt ?? new Date(now.getTime() + ACCESS_TOKEN_TTL_MS);
  const refreshTokenExpiresAt = input.refreshTokenExpiresAt ?? new Date(now.getTime() + REFRESH_TOKEN_TTL_MS);
  const [access] = await db
    .insert(oauthAccessTokens)
    .values({
      tokenHash: hashSecret(accessToken),
      clientId: input.clientId,
      userId: input.userId,
      familyId,
      expiresAt: accessTokenExpiresAt,
      createdAt: now,
    })
    .returning({ id: oauthAccessTokens.id });
  await db.insert(oauthRefreshTokens).values({
    tokenHash: hashSecret(refreshToken),
    accessTokenId: access!.id,
    clientId: input.clientId,
    userId: input.userId,
    familyId,
    expiresAt: refreshTokenExpiresAt,
    createdAt: now,
  });
  return { accessToken, accessTokenExpiresAt, refreshToken, refreshTokenExpiresAt, familyId };
}

export type Authentication = { user: UserRow; accessTokenId: number; familyId: string; clientId: number };

const accessTokenLookup = (db: Queryable) =>
  db
    .select({
      user: users,
      accessTokenId: oauthAccessTokens.id,
      familyId: oauthAccessTokens.familyId,
      clientId: oauthAccessTokens.clientId,
    })
    .from(oauthAccessTokens)
    .innerJoin(users, eq(users.id, oauthAccessTokens.userId))
    .where(
      and(
        eq(oauthAccessTokens.tokenHash, sql.placeholder('tokenHash')),
        isNull(oauthAccessTokens.revokedAt),
        gt(oauthAccessTokens.expiresAt, sql.placeholder('now')),
        isNull(users.deletedAt),
      ),
    )
    .limit(1)
    .prepare('spona_find_user_by_access_token');

/** Every request runs it: built once per database (a named statement, parsed once per connection). */
const accessTokenLookups = new WeakMap<Queryable, ReturnType<typeof accessTokenLookup>>();

/**
 * The user of a bearer token that is neither revoked nor expired, of an account not deleted. One
 * indexed query (the token hash is unique), read afresh every time: a revoked token stops at once.
 */
export async function findUserByAccessToken(
  db: Queryable,
  token: string,
  now = new Date(),
): Promise<Authentication | undefined> {
  let lookup = accessTokenLookups.get(db);
  if (!lookup) {
    lookup = accessTokenLookup(db);
    accessTokenLookups.set(db, lookup);
  }
  const [row] = await lookup.execute({ tokenHash: hashSecret(token), now: now.toISOString() });
  return row;
}

/** Sign-out: the access token and the refresh token issued with it stop working. */
export async function revokeAccessToken(db: Queryable, accessTokenId: number, now = new Date()) {
  await db
    .update(oauthAccessTokens)
    .set({ revokedAt: now })
    .where(and(eq(oauthAccessTokens.id, accessTokenId), isNull(oauthAccessTokens.revokedAt)));
  await db
    .update(oauthRefreshTokens)
    .set({ revokedAt: now })
    .where(and(eq(oauthRefreshTokens.accessTokenId, accessTokenId), isNull(oauthRefreshTokens.revokedAt)));
}

/** Theft detection: every token of one sign-in stops working. */
export async function revokeTokenFamily(db: Queryable, familyId: string, now = new Date()) {
  await db
    .update(oauthAccessTokens)
    .set({ revokedAt: now })
    .where(and(eq(oauthAccessTokens.familyId, familyId), isNull(oauthAccessTokens.revokedAt)));
  await db
    .update(oauthRefreshTokens)
    .set({ revokedAt: now })
    .where(and(eq(oauthRefreshTokens.familyId, familyId), isNull(oauthRefreshTokens.revokedAt)));
}

/** Password reset or change, account deletion: every sign-in of the user ends. */
export async function revokeAllUserTokens(db: Queryable, userId: number, now = new Date()) {
  await db
    .update(oauthAccessTokens)
    .set({ revokedAt: now })
    .where(and(eq(oauthAccessTokens.userId, userId), isNull(oauthAccessTokens.revokedAt)));
  await db
    .update(oauthRefreshTokens)
    .set({ revokedAt: now })
    .where(and(eq(oauthRefreshTokens.userId, userId), isNull(oauthRefreshTokens.revokedAt)));
}

export type RefreshTokenRow = typeof oauthRefreshTokens.$inferSelect;

/** Sign-in name: an email or a username, case-insensitive and trimmed (SPEC §2: email or username). */
export async function findUserByLogin(db: Queryable, login: string): Promise<UserRow | undefined> {
  const name = login.trim().toLowerCase();
  if (name === '') return undefined;
  const [user] = await db
    .select()
    .from(users)
    .where(
      and(
        isNull(users.deletedAt),
        name.includes('@') ? eq(sql`lower(${users.email})`, name) : eq(sql`lower(${users.username})`, name),
      ),
    )
    .limit(1);
  return user;
}
