import { useCurrentUser } from '../../auth/currentUser';

/**
 * Whether the signed-in user is an advertiser (issue 20: shortlists and campaigns are theirs);
 * undefined while the user loads, and while a prerendered page hydrates (the server does not know).
 */
export function useIsAdvertiser(): boolean | undefined {
  const user = useCurrentUser();
  return user === undefined ? undefined : user.type === 'ADVERTISER';
}
