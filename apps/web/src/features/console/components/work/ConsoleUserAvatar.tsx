import { Avatar } from '@mantine/core';
import { UserAvatar } from '../../../../ui/UserAvatar';

/** Issue 17: a user's photo in the console; decorative (the name is beside it). */
export function ConsoleUserAvatar({
  image,
  userId,
  size = 36,
}: {
  image: string | null;
  userId?: number;
  size?: number;
}) {
  // The console's user reference carries the image file name, as the users' pages do; a path or URL
  // is shown as it is.
  if (image && /[/:]/.test(image)) return <Avatar src={image} alt="" size={size} />;
  return <UserAvatar imageFile={image} userId={userId} alt="" size={size} />;
}
