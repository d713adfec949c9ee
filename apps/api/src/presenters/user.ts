import type { TAuthUser, TModerationFlag } from '@spona/contracts';
import type { UnseenArrangement } from '../domain/accounts/findUserArrangements';
import type { UserRow } from '../domain/accounts/tokens';

/** SPEC §3 User as its owner sees it (GET auth/user): never the password hash. */
export function presentAuthUser(
  user: UserRow,
  arrangements: UnseenArrangement[],
  /** Issue 17: the account's flag as its owner reads it (domain/console/appeals findOwnModeration). */
  moderation: TModerationFlag,
): TAuthUser {
  return {
    id: user.id,
    type: user.type,
    username: user.username,
    first_name: user.firstName,
    last_name: user.lastName,
    email: user.email,
    email_verified: user.emailVerifiedAt !== null,
    email_verified_at: user.emailVerifiedAt?.toISOString() ?? null,
    company: user.company,
    website: user.website,
    description: user.description,
    description_en: user.descriptionEn,
    city: user.city,
    location_id: user.locationId,
    gender: user.gender,
    age: user.age,
    preferred_language: user.preferredLanguage,
    notify_email: user.notifyEmail,
    notify_recommendations: user.notifyRecommendations,
    notify_reminders: user.notifyReminders,
    notify_push: user.notifyPush,
    image_file: user.imageFile,
    cover_file: user.coverFile,
    unapproved: user.unapproved,
    moderation,
    arrangements: arrangements.map((a) => ({ id: a.id, unseen_count: a.unseenCount })),
    created_at: user.createdAt.toISOString(),
  };
}
