import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { fetchRegisterChallenge } from '../api/authApi';

/**
 * The check question of a sign-in that needs one (`challenge_required`), fetched only then. `renew`
 * asks a new one: the server uses up a question with every attempt, right or wrong.
 */
export function useSignInChallenge(isRequired: boolean) {
  const [round, setRound] = useState(0);
  const query = useQuery({
    queryKey: ['sign-in-challenge', round],
    // Only when asked: the question is used up by the next attempt, right or wrong.
    queryFn: fetchRegisterChallenge,
    enabled: isRequired,
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
  });
  return {
    challenge: isRequired ? query.data : undefined,
    isFailed: isRequired && query.isError,
    renew: () => setRound((current) => current + 1),
  };
}
