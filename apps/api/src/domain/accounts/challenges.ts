import { randomInt } from 'node:crypto';
import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import { CHALLENGE_TTL_MS } from '@spona/contracts';
import { registrationChallenges } from '../../db/schema';
import type { Queryable } from './tokens';

/** Expired challenges are kept a day (for nothing in particular) and then removed. */
const CHALLENGE_RETENTION_MS = 24 * 60 * 60 * 1000;

/** SPEC §5: an arithmetic human-check question, like `7 + 5`, stored so any process can check it. */
export async function createChallenge(
  db: Queryable,
  now = new Date(),
): Promise<{ id: string; question: string }> {
  const a = randomInt(1, 10);
  const b = randomInt(1, 10);
  await db
    .delete(registrationChallenges)
    .where(lt(registrationChallenges.expiresAt, new Date(now.getTime() - CHALLENGE_RETENTION_MS)));
  const [row] = await db
    .insert(registrationChallenges)
    .values({ answer: String(a + b), expiresAt: new Date(now.getTime() + CHALLENGE_TTL_MS), createdAt: now })
    .returning({ id: registrationChallenges.id });
  return { id: row!.id, question: `${a} + ${b}` };
}

export type ChallengeResult = 'passed' | 'wrong' | 'expired';

/**
 * Uses up a challenge, whatever the answer: a challenge works once (no guessing in a loop). 'expired'
 * covers unknown, used and expired challenges.
 */
export async function consumeChallenge(
  db: Queryable,
  id: string,
  answer: string | number,
  now = new Date(),
): Promise<ChallengeResult> {
  const [row] = await db
    .update(registrationChallenges)
    .set({ usedAt: now })
    .where(
      and(
        eq(registrationChallenges.id, id),
        isNull(registrationChallenges.usedAt),
        gt(registrationChallenges.expiresAt, now),
      ),
    )
    .returning({ answer: registrationChallenges.answer });
  if (!row) return 'expired';
  return String(answer).trim() === row.answer ? 'passed' : 'wrong';
}
