import { ZChallenge, type TChallenge } from '@spona/contracts';
import { apiGet } from '../../../lib/apiClient';

/**
 * GET register/challenge: SPEC §5's arithmetic check question, which sign-in asks too after repeated
 * failures of an account. Each question is answered once; a new attempt needs a new one.
 */
export async function fetchSignInChallenge(): Promise<TChallenge> {
  return ZChallenge.parse(await apiGet<unknown>('register/challenge'));
}
