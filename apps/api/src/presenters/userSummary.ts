import type { TUserSummary } from '@spona/contracts';
import { imageUrl, initialsOf, initialsUrl } from '../domain/images/assetPaths';

export type UserSummaryRow = {
  id: number;
  type: 'INFLUENCER' | 'ADVERTISER';
  firstName: string;
  lastName: string;
  company: string | null;
  imageFile: string | null;
};

/** The few fields of a user shown beside their offers and reviews: name, company and avatar. */
export function presentUserSummary(user: UserSummaryRow): TUserSummary {
  const initials = initialsOf(user.firstName, user.lastName);
  return {
    id: user.id,
    type: user.type,
    first_name: user.firstName,
    last_name: user.lastName,
    company: user.company,
    image_url: user.imageFile ? imageUrl(user.imageFile) : null,
    initials,
    initials_url: initialsUrl(initials),
  };
}
