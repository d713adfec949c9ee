import { Anchor, Badge, Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { TPublicInfluencer } from '@spona/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { publicDataQuery } from '../../../lib/publicData';
import { SendRequestButton } from '../../messenger/components/SendRequestButton';
import { useArrangeDialog } from '../../messenger/hooks/useArrangeDialog';
import { useLanguage } from '../../../ui/hooks/useLanguage';
import type { TPublicProfile } from '../api/profileApi';
import { formatCount, pickDescription } from '../lib/formatters';
import { OfferCard } from './OfferCard';
import { ProfileAvatar } from './ProfileAvatar';
import { RatingsSummary } from './RatingsSummary';
import { ResponseStatsText } from './ResponseStatsText';
import { VerificationBadge } from './VerificationBadge';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap="sm" component="section" aria-label={title}>
      <Title order={2} size="h3">
        {title}
      </Title>
      {children}
    </Stack>
  );
}

const isCreator = (profile: TPublicProfile): profile is TPublicInfluencer => profile.type === 'INFLUENCER';

interface PublicProfileViewProps {
  profile: TPublicProfile;
  /** 'View as other': the owner sees the request buttons as others do, without sending anything. */
  isPreview?: boolean;
}

/**
 * A creator's or an advertiser's public page (SPEC §2): information, services or offers, ratings,
 * social networks, portfolio and the send-message button. 'View as other' renders exactly this.
 */
export function PublicProfileView({ profile, isPreview = false }: PublicProfileViewProps) {
  const { t } = useTranslation('profile');
  const { locale } = useLanguage();
  const locations = useQuery(publicDataQuery(locale)).data?.locations ?? [];
  const name = `${profile.first_name} ${profile.last_name}`;
  const location = locations.find((l) => l.id === profile.location_id)?.name;
  const place = [profile.city, location].filter(Boolean).join(', ');
  const description = pickDescription(profile, locale);
  const creator = isCreator(profile) ? profile : null;
  const arrange = useArrangeDialog(profile, { isPreview });

  return (
    <Stack gap="xl" data-testid="public-profile">
      <Paper withBorder p={{ base: 'md', sm: 'lg' }} radius="md">
        <Group align="flex-start" gap="lg">
          <ProfileAvatar user={profile} alt={t('public.avatarAlt', { name })} size={112} radius={112} />
          <Stack gap={6} style={{ flex: '1 1 240px', minWidth: 0 }}>
            <Title order={1} size="h2" style={{ overflowWrap: 'anywhere' }}>
              {name}
            </Title>
            {profile.company && <Text fw={600}>{profile.company}</Text>}
            <Group gap="xs">
              <Badge variant="light">{t(creator ? 'public.creatorBadge' : 'public.advertiserBadge')}</Badge>
              {profile.featured && <Badge color="yellow">{t('public.featured')}</Badge>}
            </Group>
            {place && <Text c="dimmed">{place}</Text>}
            {creator && (
              <Text size="sm">
                {t('public.followers', {
                  count: creator.followers_count,
                  formatted: formatCount(creator.followers_count, locale),
                })}
                {creator.engagement_rate !== null &&
                  ` · ${t('public.engagement', { rate: creator.engagement_rate.toLocaleString(locale) })}`}
              </Text>
            )}
            {creator && <ResponseStatsText stats={creator.response_stats} />}
            {profile.website && (
              <Anchor href={profile.website} target="_blank" rel="noopener noreferrer" size="sm">
                {profile.website}
              </Anchor>
            )}
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
          <SendRequestButton control={arrange} profileId={profile.id} />
        </Group>
        {description && (
          <Text mt="md" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
            {description}
          </Text>
        )}
      </Paper>

      <Section title={t(creator ? 'public.services' : 'public.offers')}>
        {profile.offers.length === 0 ? (
          <Text c="dimmed">{t(creator ? 'public.noServices' : 'public.noOffers')}</Text>
        ) : (
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            {profile.offers.map((offer) => (
              <OfferCard
                key={offer.offer_id}
                offer={offer}
                actions={
                  arrange.requestableOffers.includes(offer) ? (
                    <Button
                      size="xs"
                      disabled={arrange.isPreview}
                      onClick={() => arrange.open(offer.offer_id)}
                    >
                      {arrange.requestLabel}
                    </Button>
                  ) : undefined
                }
              />
            ))}
          </SimpleGrid>
        )}
      </Section>

      <Section title={t('public.ratings')}>
        <RatingsSummary ratings={profile.ratings} />
      </Section>

      {creator && (
        <Section title={t('public.networks')}>
          {creator.social_accounts.length === 0 ? (
            <Text c="dimmed">{t('public.noNetworks')}</Text>
          ) : (
            <Stack gap="xs">
              {creator.social_accounts.map((account) => (
                <Paper key={account.id} withBorder p="sm" radius="md">
                  <Group justify="space-between" gap="xs">
                    <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                      {t('networks.accountName', {
                        network: account.network.name,
                        username: account.username,
                      })}
                    </Text>
                    <Group gap="xs">
                      <Text size="sm">
                        {t('public.followers', {
                          count: account.followers,
                          formatted: formatCount(account.followers, locale),
                        })}
                      </Text>
                      <VerificationBadge state={account.verification} />
                    </Group>
                  </Group>
                </Paper>
              ))}
            </Stack>
          )}
        </Section>
      )}

      {creator && (
        <Section title={t('public.portfolio')}>
          {creator.portfolio.length === 0 ? (
            <Text c="dimmed">{t('public.noPortfolio')}</Text>
          ) : (
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              {creator.portfolio.map((item) => (
                <Paper key={item.id} withBorder p="sm" radius="md" component="article">
                  <Stack gap={4}>
                    <Group gap="xs" justify="space-between">
                      <Text fw={600}>{item.advertiser_name}</Text>
                      <Badge variant="light">{t(`portfolio.type.${item.type}`)}</Badge>
                    </Group>
                    {item.network && <Text size="sm">{item.network.name}</Text>}
                    {item.description && <Text size="sm">{item.description}</Text>}
                    {item.link && (
                      <Anchor
                        href={item.link}
                        target="_blank"
                        rel="noopener noreferrer"
                        size="sm"
                        style={{ overflowWrap: 'anywhere' }}
                      >
                        {item.link}
                      </Anchor>
                    )}
                  </Stack>
                </Paper>
              ))}
            </SimpleGrid>
          )}
        </Section>
      )}
      {arrange.dialog}
    </Stack>
  );
}
