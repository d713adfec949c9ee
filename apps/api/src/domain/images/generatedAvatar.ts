import { createAvatar } from '@dicebear/core';
import * as notionists from '@dicebear/notionists';

/**
 * Soft backgrounds behind the black-and-white drawing; DiceBear picks one by the seed. Light enough
 * for the drawing's dark lines, distinct enough that neighbouring cards differ.
 */
export const AVATAR_BACKGROUNDS = ['b6e3f4', 'c0aede', 'd1d4f9', 'ffd5dc', 'ffdfbf', 'c1f0d6', 'fbe7a1'];

/** The largest user id an avatar is drawn for: users.id is a PostgreSQL integer. */
export const MAX_USER_ID = 2_147_483_647;

/**
 * Issue 18: an illustrated portrait as SVG markup, drawn by DiceBear's "Notionists" style (design by
 * Zoish, CC0 1.0; code MIT) from `seed` alone, so the same seed always gives the same bytes. No hand
 * gestures (they are cut off in a small circle); `isBeardless` leaves out beards (demo creators who
 * are women); `size` sets the pixel size (else it scales to its box).
 */
export function renderGeneratedAvatar(
  seed: string,
  { isBeardless = false, size }: { isBeardless?: boolean; size?: number } = {},
): string {
  return createAvatar(notionists, {
    seed,
    size,
    backgroundColor: AVATAR_BACKGROUNDS,
    // Closer to the face, which a small circle (a 28 px card avatar) would otherwise lose.
    scale: 120,
    translateY: 6,
    gestureProbability: 0,
    beardProbability: isBeardless ? 0 : 15,
  }).toString();
}

/** The avatar shown for a user without a photo (GET /assets/static/avatars/{id}.svg). */
export const renderUserAvatar = (userId: number) => renderGeneratedAvatar(`spona-user-${userId}`);
