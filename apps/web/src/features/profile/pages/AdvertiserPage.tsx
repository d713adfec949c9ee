import { PublicProfilePage } from './PublicProfilePage';

/** /advertiser/{id} (logged-in): an advertiser's public profile. */
export function AdvertiserPage() {
  return <PublicProfilePage type="ADVERTISER" />;
}
