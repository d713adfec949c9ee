import { PublicProfilePage } from './PublicProfilePage';

/** /creator/{id} (logged-in): a creator's public profile. */
export function CreatorPage() {
  return <PublicProfilePage type="INFLUENCER" />;
}
