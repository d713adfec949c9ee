import type { AvatarProps } from '@mantine/core';
import { UserAvatar } from '../../../ui/UserAvatar';

interface ProfileAvatarProps extends Omit<AvatarProps, 'src' | 'alt'> {
  user: { id: number; image_url: string | null };
  alt: string;
}

/** The avatar of a user as the API presents them (`image_url`): their photo or generated avatar. */
export function ProfileAvatar({ user, alt, ...props }: ProfileAvatarProps) {
  return <UserAvatar imageUrl={user.image_url} userId={user.id} alt={alt} {...props} />;
}
