import { and, eq, isNull } from 'drizzle-orm';
import { REFRESH_TOKEN_REUSE_GRACE_MS } from '@spona/contracts';
import type { Db } from '../../db/client';
import { oauthAccessTokens, oauthRefreshTokens, users } from '../../db/schema';
import { openSuccessor, sealSuccessor, type Successor } from './refreshSuccessor';
import { hashSecret } from './secrets';
import { issueTokens, revokeTokenFamily, type Queryable, type RefreshTokenRow } from './tokens';

export type Rotation =
  | { kind: 'rotated'; userId: number; familyId: string; tokens: Successor }
  /** Unknown, revoked, expired, another client's, or of a deleted account. */
  | { kind: 'invalid' }
  /** A rotated token presented after the grace window: the family is revoked now. */
  | { kind: 'replayed'; familyId: string };

/** How far a chain of rotations inside one grace window is followed (a tab refreshing twice). */
const MAX_SUCCESSOR_HOPS = 3;

const lockRefreshToken = (tx: Queryable, tokenHash: string) =>
  tx
    .select()
    .from(oauthRefreshTokens)
    .where(eq(oauthRefreshTokens.tokenHash, tokenHash))
    .limit(1)
    .for('update');

const isWithinGrace = (row: RefreshTokenRow, now: Date) =>
  row.usedAt !== null &&
  row.successorSealed !== null &&
  now.getTime() - row.usedAt.getTime() <= REFRESH_TOKEN_REUSE_GRACE_MS;

/**
 * The successor a rotated token answers within its grace window, as long as that sign-in still lives;
 * when the successor was itself rotated in the meantime, its own successor (opened with its token).
 */
async function findLiveSuccessor(
  tx: Queryable,
  row: RefreshTokenRow,
  plainToken: string,
  now: Date,
): Promise<Successor | undefined> {
  let current = row;
  let token = plainToken;
  for (let hop = 0; hop < MAX_SUCCESSOR_HOPS && isWithinGrace(current, now); hop += 1) {
    const successor = openSuccessor(token, current.id, current.successorSealed!);
    if (!successor) return undefined;
    const [next] = await lockRefreshToken(tx, hashSecret(successor.refreshToken));
    if (!next || next.revokedAt !== null || next.expiresAt <= now) return undefined;
    if (next.usedAt === null) return successor;
    current = next;
    token = successor.refreshToken;
  }
  return undefined;
}

/**
 * The refresh grant (ARCHITECTURE.md, Accounts): rotates a refresh token into a new pair, in one
 * transaction under a row lock, so of simultaneous uses one rotates and the others wait for it. A
 * rotated token presented again within REFRESH_TOKEN_REUSE_GRACE_MS (two tabs refreshing at once)
 * answers the same successor; later it means the token was copied, and the whole family is revoked.
 */
export async function rotateRefreshToken(
  db: Db,
  input: { refreshToken: string; clientId: number; now?: Date },
): Promise<Rotation> {
  const now = input.now ?? new Date();
  return db.transaction(async (tx): Promise<Rotation> => {
    const [row] = await lockRefreshToken(tx, hashSecret(input.refreshToken));
    if (!row || row.revokedAt !== null || row.clientId !== input.clientId) return { kind: 'invalid' };
    if (row.usedAt !== null) {
      const successor = await findLiveSuccessor(tx, row, input.refreshToken, now);
      if (successor)
        return { kind: 'rotated', userId: row.userId, familyId: row.familyId, tokens: successor };
      if (isWithinGrace(row, now)) return { kind: 'invalid' };
      await revokeTokenFamily(tx, row.familyId, now);
      return { kind: 'replayed', familyId: row.familyId };
    }
    if (row.expiresAt <= now) return { kind: 'invalid' };
    const [owner] = await tx
      .select({ deletedAt: users.deletedAt })
      .from(users)
      .where(eq(users.id, row.userId))
      .limit(1);
    if (!owner || owner.deletedAt !== null) return { kind: 'invalid' };

    const issued = await issueTokens(tx, {
      userId: row.userId,
      clientId: row.clientId,
      familyId: row.familyId,
      now,
    });
    const tokens: Successor = {
      accessToken: issued.accessToken,
      accessTokenExpiresAt: issued.accessTokenExpiresAt,
      refreshToken: issued.refreshToken,
      refreshTokenExpiresAt: issued.refreshTokenExpiresAt,
    };
    await tx
      .update(oauthRefreshTokens)
      .set({ usedAt: now, successorSealed: sealSuccessor(input.refreshToken, row.id, tokens) })
      .where(eq(oauthRefreshTokens.id, row.id));
    // The old access token stops at once; the grace window only ever hands out the successor.
    if (row.accessTokenId !== null) {
      await tx
        .update(oauthAccessTokens)
        .set({ revokedAt: now })
        .where(and(eq(oauthAccessTokens.id, row.accessTokenId), isNull(oauthAccessTokens.revokedAt)));
    }
    return { kind: 'rotated', userId: row.userId, familyId: row.familyId, tokens };
  });
}
