import { Avatar, type AvatarProps } from '@mantine/core';

/** The local default user image (SPEC §7: avatars fall back to it). */
export const DEFAULT_USER_IMAGE = '/img/default-user.svg';

interface UserAvatarProps extends Omit<AvatarProps, 'src' | 'alt'> {
  /** `image_file` of the user; the photo loads from /assets/images/{image_file}. */
  imageFile?: string | null;
  alt: string;
  /** Shown instead of the default image when there is no photo. */
  initials?: string;
}

/** A user's photo, or the default user image when there is none. */
export function UserAvatar({ imageFile, alt, initials, ...props }: UserAvatarProps) {
  if (!imageFile && initials) {
    return (
      <Avatar alt={alt} color="initials" name={initials} {...props}>
        {initials}
      </Avatar>
    );
  }
  const src = imageFile ? `/assets/images/${encodeURIComponent(imageFile)}` : DEFAULT_USER_IMAGE;
  return <Avatar src={src} alt={alt} {...props} />;
}
