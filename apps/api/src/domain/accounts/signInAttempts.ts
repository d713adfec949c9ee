import { z } from 'zod';
import { consumeChallenge } from './challenges';
import { hashSecret } from './secrets';
import { findUserByLogin, type Queryable } from './tokens';

/**
 * The key sign-in failures count on: the account, whichever spelling (email or username) was typed.
 * An unknown login counts on its typed form (trimmed, lower case, hashed to a fixed length), so it
 * behaves exactly like an account and nobody learns from the answers which logins exist.
 */
export async function findSignInKey(db: Queryable, login: string): Promise<string> {
  const user = await findUserByLogin(db, login);
  return user ? `account:${user.id}` : `login:${hashSecret(login.trim().toLowerCase())}`;
}

const ZChallengeId = z.uuid();

/**
 * The human check a password grant needs after repeated failures (SPEC §5's registration question,
 * GET register/challenge): true when `id` names a live challenge and `answer` is right. Any given
 * challenge is used up, right or wrong.
 */
export async function isSignInChallengeSolved(
  db: Queryable,
  id: string | undefined,
  answer: string | undefined,
): Promise<boolean> {
  if (!ZChallengeId.safeParse(id).success || answer === undefined) return false;
  return (await consumeChallenge(db, id!, answer)) === 'passed';
}
