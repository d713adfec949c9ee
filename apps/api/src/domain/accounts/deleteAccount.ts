import { randomBytes } from 'node:crypto';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  arrangements,
  emailVerificationTokens,
  influencerCategories,
  notifications,
  offerImages,
  offers,
  passwordResetTokens,
  portfolioItems,
  pushSubscriptions,
  socialAccounts,
  users,
} from '../../db/schema';
import { revokeAllUserTokens } from './tokens';

/** What remains of a deleted user's name; presenters show "Deleted user" for a row with deleted_at. */
export const DELETED_USER_NAME = { firstName: 'Deleted', lastName: 'user' } as const;

/**
 * SPEC §6 account deletion, permanent, in one transaction: the row stays (with deleted_at) so messages
 * in other people's conversations keep their sender, but every personal field is erased, email and
 * username become unusable placeholders (free to register again), the password can match nothing,
 * every token is revoked; offers are withdrawn, profile data (categories, social accounts, portfolio)
 * and push subscriptions removed, active arrangements cancelled or aborted. The profile photo, the cover,
 * the portfolio's pictures and the offers' images are unlinked too: it answers their files, for the
 * caller to delete after the commit.
 */
export async function deleteAccount(
  db: Db,
  userId: number,
  now = new Date(),
): Promise<{ imageFiles: string[] }> {
  const tag = `${userId}-${randomBytes(6).toString('hex')}`;
  return db.transaction(async (tx) => {
    const [profile] = await tx
      .select({ imageFile: users.imageFile, coverFile: users.coverFile })
      .from(users)
      .where(eq(users.id, userId));
    const ownOffers = tx.select({ id: offers.id }).from(offers).where(eq(offers.userId, userId));
    const offerImageFiles = await tx
      .delete(offerImages)
      .where(inArray(offerImages.offerId, ownOffers))
      .returning({ file: offerImages.file });
    await tx
      .update(users)
      .set({
        ...DELETED_USER_NAME,
        username: `deleted-${tag}`,
        email: `deleted-${tag}@deleted.invalid`,
        // Not an argon2 hash: verification of any password fails.
        passwordHash: '!deleted',
        company: null,
        website: null,
        description: null,
        descriptionEn: null,
        city: null,
        locationId: null,
        gender: null,
        age: null,
        imageFile: null,
        coverFile: null,
        emailVerifiedAt: null,
        notifyEmail: false,
        notifyRecommendations: false,
        notifyReminders: false,
        notifyPush: false,
        featured: false,
        deletedAt: now,
        updatedAt: now,
      })
      .where(eq(users.id, userId));
    await tx
      .update(offers)
      .set({ status: 'STOPPED', deletedAt: now })
      .where(and(eq(offers.userId, userId), isNull(offers.deletedAt)));
    await tx.delete(influencerCategories).where(eq(influencerCategories.userId, userId));
    await tx.delete(socialAccounts).where(eq(socialAccounts.userId, userId));
    const portfolioImages = await tx
      .delete(portfolioItems)
      .where(eq(portfolioItems.userId, userId))
      .returning({ file: portfolioItems.imageFile });
    await tx.delete(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));
    await tx.delete(notifications).where(eq(notifications.userId, userId));
    await tx.delete(emailVerificationTokens).where(eq(emailVerificationTokens.userId, userId));
    await tx.delete(passwordResetTokens).where(eq(passwordResetTokens.userId, userId));
    for (const side of [arrangements.requesterId, arrangements.receiverId]) {
      await tx
        .update(arrangements)
        .set({ status: 'CANCELED', updatedAt: now })
        .where(and(eq(side, userId), eq(arrangements.status, 'REQUESTED')));
      await tx
        .update(arrangements)
        .set({ status: 'ABORTED', updatedAt: now })
        .where(and(eq(side, userId), eq(arrangements.status, 'IN_PROGRESS')));
    }
    await revokeAllUserTokens(tx, userId, now);
    const imageFiles = [
      ...offerImageFiles.map((image) => image.file),
      ...portfolioImages.flatMap((image) => (image.file ? [image.file] : [])),
    ];
    if (profile?.imageFile) imageFiles.push(profile.imageFile);
    if (profile?.coverFile) imageFiles.push(profile.coverFile);
    return { imageFiles };
  });
}
