import { Alert, Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import type { TOffer, TOfferStatus } from '@spona/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../ui/hooks/useLanguage';
import { formatDate, pickDescription } from '../lib/formatters';
import { formatNumber, formatEuros } from '@spona/contracts';
import { ModerationAlert } from './ModerationAlert';
import { OfferGallery } from './OfferGallery';

const STATUS_COLORS: Record<TOfferStatus, string> = { ACTIVE: 'teal', PAUSED: 'yellow', STOPPED: 'gray' };

interface OfferCardProps {
  offer: TOffer;
  /** The owner's view: status, unapproved reason and visibility notes. */
  isOwnerView?: boolean;
  /** Buttons of the owner (edit, delete). */
  actions?: ReactNode;
  /** Level of the offer's name: 3 inside a titled section, 2 straight under the page title. */
  headingOrder?: 2 | 3;
  /** The page's first card (issue 19): its lead picture loads at once, first. */
  hasPriorityImage?: boolean;
}

/**
 * One offer or service (SPEC §3) as a card: gallery (opening the lightbox), price, categories,
 * compensation, targeting. The price shows once (issue 18): not again as money compensation.
 */
export function OfferCard({
  offer,
  isOwnerView = false,
  actions,
  headingOrder = 3,
  hasPriorityImage = false,
}: OfferCardProps) {
  const { t } = useTranslation('profile');
  const { locale } = useLanguage();
  const description = pickDescription(offer, locale);
  const compensation = offer.compensation;
  const targeting = offer.targeting;
  // A service's price is what it costs: money 'compensation' on it only restates it; an offer's
  // compensation shows unless it is the price again.
  const isMoneyThePrice =
    compensation?.kind === 'MONEY' &&
    (offer.type === 'INFLUENCER_OFFER' || (compensation.show_amount && compensation.amount === offer.price));
  const ageRange =
    targeting.age_from !== null || targeting.age_to !== null
      ? t('offer.card.ageRange', { from: targeting.age_from ?? '–', to: targeting.age_to ?? '–' })
      : null;

  return (
    <Card withBorder radius="md" p="md" component="article" aria-label={offer.name}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Title order={headingOrder} size="h5" style={{ overflowWrap: 'anywhere' }}>
            {offer.name}
          </Title>
          <Text fw={700} style={{ whiteSpace: 'nowrap' }}>
            {offer.price === null ? t('offer.card.asAgreed') : formatEuros(offer.price, locale)}
          </Text>
        </Group>
        {isOwnerView && (
          <Group gap="xs">
            <Badge color={STATUS_COLORS[offer.status]}>{t(`offer.status.${offer.status}`)}</Badge>
            {!offer.is_visible && (
              <Badge color="gray" variant="outline">
                {t('offer.card.hidden')}
              </Badge>
            )}
          </Group>
        )}
        {isOwnerView && offer.moderation ? (
          // Issue 17: the reason, and the appeal (once per flag).
          <ModerationAlert
            flag={offer.moderation}
            offerId={offer.offer_id}
            title={t('offer.card.unapprovedTitle')}
          />
        ) : (
          isOwnerView &&
          offer.unapproved && (
            <Alert color="red" title={t('offer.card.unapprovedTitle')}>
              {offer.unapproved_reason ?? t('offer.card.unapprovedNoReason')}
            </Alert>
          )
        )}
        {isOwnerView && !offer.is_visible_to_campaign_builder && (
          // A warning in the text's own colour (orange text falls short of AA), marked by an orange icon.
          <Group gap={6} wrap="nowrap" align="flex-start">
            <IconAlertTriangle
              aria-hidden
              size={16}
              color="var(--mantine-color-orange-7)"
              style={{ flexShrink: 0, marginTop: 2 }}
            />
            <Text size="sm">{t('offer.noPriceNote')}</Text>
          </Group>
        )}
        <OfferGallery images={offer.images} name={offer.name} hasPriorityImage={hasPriorityImage} />
        {description && (
          <Text size="sm" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
            {description}
          </Text>
        )}
        {offer.categories.length > 0 && (
          <Group gap={6}>
            {offer.categories.map((category) => (
              <Badge key={category.id} variant="light" color="violet">
                {category.name}
              </Badge>
            ))}
          </Group>
        )}
        <Stack gap={2}>
          {compensation?.kind === 'MONEY' && !isMoneyThePrice && (
            <Text size="sm">
              {compensation.show_amount && compensation.amount !== null
                ? t('offer.card.money', { amount: formatEuros(compensation.amount, locale) })
                : t('offer.card.moneyHidden')}
            </Text>
          )}
          {compensation?.kind === 'GIVEAWAY' && (
            <Text size="sm">{t('offer.card.giveaway', { description: compensation.description })}</Text>
          )}
          {offer.type === 'ADVERTISER_OFFER' && (
            <Text size="sm">{t('offer.card.influencersNeeded', { count: offer.influencers_needed })}</Text>
          )}
          {ageRange && <Text size="sm">{ageRange}</Text>}
          {(targeting.followers_from !== null || targeting.followers_to !== null) && (
            <Text size="sm">
              {t('offer.card.followersRange', {
                from: formatNumber(targeting.followers_from ?? 0, locale),
                to: targeting.followers_to === null ? '–' : formatNumber(targeting.followers_to, locale),
              })}
            </Text>
          )}
          {targeting.city && <Text size="sm">{t('offer.card.city', { city: targeting.city })}</Text>}
          {(offer.starts_at || offer.ends_at) && (
            <Text size="sm" c="dimmed">
              {t('offer.card.period', {
                from: offer.starts_at ? formatDate(offer.starts_at, locale) : '–',
                to: offer.ends_at ? formatDate(offer.ends_at, locale) : '–',
              })}
            </Text>
          )}
        </Stack>
        {actions && <Group gap="xs">{actions}</Group>}
      </Stack>
    </Card>
  );
}
