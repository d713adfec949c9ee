import { Avatar, type AvatarProps } from '@mantine/core';
import { DEFAULT_USER_IMAGE } from '../../../ui/UserAvatar';

interface ProfileAvatarProps extends Omit<AvatarProps, 'src' | 'alt'> {
  user: { image_url: string | null; initials_url: string; initials: string };
  alt: string;
}

/**
 * SPEC §7 Assets: the photo at assets/images/{image_file}, else the generated initials image, else
 * (when that fails to load) the local default user image.
 */
export function ProfileAvatar({ user, alt, ...props }: ProfileAvatarProps) {
  return (
    <Avatar src={user.image_url ?? user.initials_url} alt={alt} {...props}>
      <img src={DEFAULT_USER_IMAGE} alt="" width="100%" height="100%" />
    </Avatar>
  );
}
