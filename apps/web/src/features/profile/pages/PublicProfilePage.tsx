import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import { Skeleton } from '../../../ui/Skeleton';
import { IconUserQuestion } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { TUserType } from '@spona/contracts';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { ApiError } from '../../../lib/apiError';
import { messageOfError } from '../../../lib/formErrors';
import { publicDataQuery } from '../../../lib/publicData';
import { useLanguage } from '../../../ui/hooks/useLanguage';
import { useDataInTransition } from '../../../ui/hooks/useDataInTransition';
import { publicProfileQuery } from '../api/profileApi';
import { COVER_RATIO } from '../components/CoverBanner';
import { PROFILE_AVATAR_SIZE } from '../components/ProfileHeader';
import { PublicProfileView } from '../components/PublicProfileView';

/** Placeholders in the page's shape while the profile loads: the cover, the photo over its edge, the name. */
export function PublicProfileSkeleton() {
  const { t } = useTranslation();
  return (
    <Stack gap="xl" role="status" aria-label={t('loading')}>
      <Paper withBorder radius="md" style={{ overflow: 'hidden' }}>
        <Skeleton radius={0} style={{ aspectRatio: COVER_RATIO, height: 'auto' }} />
        <Stack gap="sm" px={{ base: 'md', sm: 'lg' }} pb={{ base: 'md', sm: 'lg' }}>
          <Skeleton
            circle
            h={PROFILE_AVATAR_SIZE}
            w={PROFILE_AVATAR_SIZE}
            style={{ marginTop: `calc(${PROFILE_AVATAR_SIZE} / -2)` }}
          />
          <Skeleton h={28} w="60%" />
          <Skeleton h={16} w="40%" />
        </Stack>
      </Paper>
      <Skeleton h={160} />
      <Skeleton h={120} />
    </Stack>
  );
}

const parseId = (value: string | undefined) => {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 && id <= 2_147_483_647 ? id : null;
};

/** /creator/{id} and /advertiser/{id} (SPEC §2): the public page, a skeleton, or a not-found state. */
export function PublicProfilePage({ type }: { type: TUserType }) {
  const { t } = useTranslation('profile');
  const id = parseId(useParams().id);
  const profile = useQuery({ ...publicProfileQuery(type, id ?? 0), enabled: id !== null });
  // The header names the place from the reference data: shown together, nothing moves after.
  const isPublicDataPending = useQuery(publicDataQuery(useLanguage().locale)).isPending;
  // Issue 19: the page renders its data in a transition, the main thread free meanwhile.
  const data = useDataInTransition(isPublicDataPending ? undefined : profile.data);

  if (id === null || (profile.error instanceof ApiError && profile.error.status === 404)) {
    return (
      <Stack align="center" gap="md" ta="center" maw={560} mx="auto" py="xl">
        <IconUserQuestion aria-hidden size={72} stroke={1.4} color="var(--mantine-color-violet-7)" />
        <Title order={1}>
          {t(type === 'INFLUENCER' ? 'public.creatorNotFound' : 'public.advertiserNotFound')}
        </Title>
        <Text>{t('public.notFoundText')}</Text>
        <Button component={Link} to="/dashboard">
          {t('public.back')}
        </Button>
      </Stack>
    );
  }
  // A failed refetch (offline, say) leaves the profile it had on screen; the error is for none at all.
  if (profile.error && !profile.data) {
    return (
      <Stack align="center" gap="md" py="xl">
        <Text role="alert">{messageOfError(profile.error)}</Text>
        <Button onClick={() => void profile.refetch()}>{t('common.retry')}</Button>
      </Stack>
    );
  }
  if (!data) return <PublicProfileSkeleton />;
  return <PublicProfileView profile={data} />;
}
