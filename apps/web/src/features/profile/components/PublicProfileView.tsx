import { Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { TPublicInfluencer } from '@spona/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { publicDataQuery } from '../../../lib/publicData';
import { AddToCampaignButton } from '../../campaigns/components/AddToCampaignButton';
import { SaveCreatorButton } from '../../campaigns/components/SaveCreatorButton';
import { SendRequestButton } from '../../messenger/components/SendRequestButton';
import { useArrangeDialog } from '../../messenger/hooks/useArrangeDialog';
import { useLanguage } from '../../../ui/hooks/useLanguage';
import type { TPublicProfile } from '../api/profileApi';
import { pickDescription } from '../lib/formatters';
import { formatNumber } from '@spona/contracts';
import { OfferCard } from './OfferCard';
import { PortfolioShowcase } from './PortfolioShowcase';
import { ProfileHeader } from './ProfileHeader';
import { RatingsSummary } from './RatingsSummary';
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
  const location = locations.find((l) => l.id === profile.location_id)?.name;
  const place = [profile.city, location].filter(Boolean).join(', ');
  const description = pickDescription(profile, locale);
  const creator = isCreator(profile) ? profile : null;
  const arrange = useArrangeDialog(profile, { isPreview });

  return (
    <Stack gap="xl" data-testid="public-profile">
      <ProfileHeader
        profile={profile}
        creator={creator}
        place={place}
        action={
          <Group gap="xs" align="flex-start">
            <SendRequestButton control={arrange} profileId={profile.id} />
            {/* Issue 20: an advertiser saves a creator to a shortlist or adds them to a campaign. */}
            {creator && !isPreview && (
              <>
                <SaveCreatorButton creator={creator} variant="button" />
                <AddToCampaignButton creator={creator} />
              </>
            )}
          </Group>
        }
      />

      {description && (
        <Section title={t(creator ? 'public.aboutCreator' : 'public.aboutCompany')}>
          <Text style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>{description}</Text>
        </Section>
      )}

      <Section title={t(creator ? 'public.services' : 'public.offers')}>
        {profile.offers.length === 0 ? (
          <Text c="dimmed">{t(creator ? 'public.noServices' : 'public.noOffers')}</Text>
        ) : (
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            {profile.offers.map((offer, index) => (
              <OfferCard
                key={offer.offer_id}
                offer={offer}
                hasPriorityImage={index === 0}
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
                          formatted: formatNumber(account.followers, locale),
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
            <PortfolioShowcase items={creator.portfolio} />
          )}
        </Section>
      )}
      {arrange.dialog}
    </Stack>
  );
}
