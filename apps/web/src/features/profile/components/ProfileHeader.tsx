import { Anchor, Badge, Box, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconMapPin, IconStarFilled, IconWorld } from '@tabler/icons-react';
import type { TPublicInfluencer } from '@spona/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../ui/hooks/useLanguage';
import type { TPublicProfile } from '../api/profileApi';
import { hostOfLink } from '../lib/formatters';
import { formatNumber } from '@spona/contracts';
import { CoverBanner } from './CoverBanner';
import { ProfileAvatar } from './ProfileAvatar';
import { ResponseStatsText } from './ResponseStatsText';

/** The photo's side: smaller on a phone, where the banner is low too. */
export const PROFILE_AVATAR_SIZE = 'clamp(88px, 22vw, 136px)';

interface ProfileHeaderProps {
  profile: TPublicProfile;
  creator: TPublicInfluencer | null;
  /** Where the profile is: city and country. */
  place: string;
  /** The send-message button and its hint. */
  action: ReactNode;
}

/**
 * Issue 18: the top of a public profile, as a portfolio page: the cover banner with the photo over
 * its lower edge, then who it is. An advertiser's reads as a company page: the company's name leads,
 * its photo is the logo, the person behind it and the website follow.
 */
export function ProfileHeader({ profile, creator, place, action }: ProfileHeaderProps) {
  const { t } = useTranslation('profile');
  const { locale } = useLanguage();
  const name = `${profile.first_name} ${profile.last_name}`;
  const company = creator ? null : profile.company;
  const title = company ?? name;
  const ratings = profile.ratings;

  return (
    <Paper withBorder radius="md" style={{ overflow: 'hidden' }}>
      <CoverBanner src={profile.cover_url} alt={t('public.coverAlt', { name: title })} />
      <Stack gap="sm" px={{ base: 'md', sm: 'lg' }} pb={{ base: 'md', sm: 'lg' }}>
        <Group justify="space-between" align="flex-end" gap="sm">
          <ProfileAvatar
            user={profile}
            alt={t(company ? 'public.logoAlt' : 'public.avatarAlt', { name: title })}
            size={PROFILE_AVATAR_SIZE}
            radius={company ? 'md' : PROFILE_AVATAR_SIZE}
            style={{
              marginTop: `calc(${PROFILE_AVATAR_SIZE} / -2)`,
              border: '4px solid var(--mantine-color-body)',
              boxShadow: 'var(--mantine-shadow-sm)',
              background: 'var(--mantine-color-body)',
            }}
          />
          <Box pt="sm">{action}</Box>
        </Group>
        <Stack gap={6}>
          <Title order={1} size="h2" style={{ overflowWrap: 'anywhere' }}>
            {title}
          </Title>
          {company && <Text c="dimmed">{t('public.contactPerson', { name })}</Text>}
          {!company && profile.company && <Text fw={600}>{profile.company}</Text>}
          <Group gap="xs">
            <Badge variant="light">{t(creator ? 'public.creatorBadge' : 'public.advertiserBadge')}</Badge>
            {profile.featured && <Badge color="yellow">{t('public.featured')}</Badge>}
          </Group>
          <Group gap="md" style={{ rowGap: 4 }}>
            {place && (
              <Group gap={4} wrap="nowrap">
                <IconMapPin aria-hidden size={16} color="var(--mantine-color-dimmed)" />
                <Text size="sm">{place}</Text>
              </Group>
            )}
            {ratings.average !== null && ratings.count > 0 && (
              <Group gap={4} wrap="nowrap">
                <IconStarFilled aria-hidden size={16} color="var(--mantine-color-yellow-6)" />
                <Text size="sm">
                  {t('public.ratingSummary', {
                    average: formatNumber(ratings.average, locale),
                    count: ratings.count,
                  })}
                </Text>
              </Group>
            )}
            {profile.website && (
              <Group gap={4} wrap="nowrap">
                <IconWorld aria-hidden size={16} color="var(--mantine-color-dimmed)" />
                <Anchor
                  href={profile.website}
                  target="_blank"
                  rel="noopener noreferrer"
                  size="sm"
                  style={{ overflowWrap: 'anywhere' }}
                >
                  {hostOfLink(profile.website)}
                </Anchor>
              </Group>
            )}
          </Group>
          {creator && (
            <Text size="sm">
              {t('public.followers', {
                count: creator.followers_count,
                formatted: formatNumber(creator.followers_count, locale),
              })}
              {creator.engagement_rate !== null &&
                ` · ${t('public.engagement', { rate: formatNumber(creator.engagement_rate, locale) })}`}
            </Text>
          )}
          {creator && <ResponseStatsText stats={creator.response_stats} />}
          {creator && creator.categories.length > 0 && (
            <Group gap={6}>
              {creator.categories.map((category) => (
                <Badge key={category.id} variant="outline" color="violet">
                  {category.name}
                </Badge>
              ))}
            </Group>
          )}
        </Stack>
      </Stack>
    </Paper>
  );
}
