import { Text } from '@mantine/core';
import { Skeleton } from '../../../ui/Skeleton';
import { useQuery } from '@tanstack/react-query';
import type { TAuthUser } from '@spona/contracts';
import { messageOfError } from '../../../lib/formErrors';
import { ownPublicProfileQuery } from '../api/profileApi';
import { RatingsSummary } from './RatingsSummary';

/** The ratings tab: the reviews the user received, as their public page shows them. */
export function RatingsTab({ user }: { user: TAuthUser }) {
  const profile = useQuery(ownPublicProfileQuery(user.type, user.id));
  if (profile.error) return <Text role="alert">{messageOfError(profile.error)}</Text>;
  if (!profile.data) return <Skeleton h={80} />;
  return <RatingsSummary ratings={profile.data.ratings} />;
}
