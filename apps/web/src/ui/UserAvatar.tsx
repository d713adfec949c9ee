import { Avatar, type AvatarProps } from '@mantine/core';
import { generatedAvatarUrl } from '@spona/contracts';

/** The local default user image (SPEC §7: avatars fall back to it). */
export const DEFAULT_USER_IMAGE = '/img/default-user.svg';

interface UserAvatarProps extends Omit<AvatarProps, 'src' | 'alt'> {
  /** `image_file` of the user; the photo loads from /assets/images/{image_file}. */
  imageFile?: string | null;
  /** The photo's URL when the answer gives one (`image_url`) instead of the file. */
  imageUrl?: string | null;
  /** Whose avatar: without a photo, their generated illustrated avatar shows (issue 18). */
  userId?: number;
  alt: string;
}

/**
 * A user's photo; without one, the illustrated avatar generated for them
 * (/assets/static/avatars/{id}.svg, issue 18); when that cannot load either, the local default user
 * image (SPEC §7 Assets).
 */
export function UserAvatar({ imageFile, imageUrl, userId, alt, ...props }: UserAvatarProps) {
  const photo = imageUrl ?? (imageFile ? `/assets/images/${encodeURIComponent(imageFile)}` : null);
  const src = photo ?? (userId === undefined ? DEFAULT_USER_IMAGE : generatedAvatarUrl(userId));
  return (
    <Avatar src={src} alt={alt} {...props}>
      <img src={DEFAULT_USER_IMAGE} alt="" width="100%" height="100%" />
    </Avatar>
  );
}
