import { Anchor, Badge, Box, Card, Group, Text, Title } from '@mantine/core';
import { IconGift, IconSparkles, IconSpeakerphone, IconTarget } from '@tabler/icons-react';
import type { TLocation, TOffer } from '@spona/contracts';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLanguage } from '../../../ui/hooks/useLanguage';
import { ProfileAvatar } from '../../profile/components/ProfileAvatar';
import { pickDescription } from '../../profile/lib/formatters';
import { formatEuros } from '@spona/contracts';
import { describeOfferPrice } from '../lib/offerPrice';
import { useTargetingLine } from '../hooks/useTargetingLine';
import classes from './ResultCard.module.css';

/**
 * An offer or service in the results (issue 18): its first gallery image (or a picture of its type),
 * type, title, price ('as agreed', a giveaway), a short description, who it is for in one line, its
 * categories, and its owner, whose name links to their public profile (where the offer is) and covers
 * the whole card. Memoised: a card already shown is not rendered again when the next page arrives.
 */
export const OfferResult = memo(function OfferResult({
  offer,
  locations,
}: {
  offer: TOffer;
  locations: TLocation[];
}) {
  const { t } = useTranslation(['search', 'profile']);
  const { locale } = useLanguage();
  const owner = offer.owner;
  const ownerName = owner.company || `${owner.first_name} ${owner.last_name}`;
  const ownerPath = owner.type === 'INFLUENCER' ? `/creator/${owner.id}` : `/advertiser/${owner.id}`;
  const price = describeOfferPrice(offer);
  const targeting = useTargetingLine(offer.targeting, locations);
  const description = pickDescription(offer, locale);
  return (
    <li data-testid="offer-result">
      <Card withBorder radius="md" p={0} component="article" aria-label={offer.name} className={classes.card}>
        <OfferMedia offer={offer} />
        <Box className={classes.body}>
          <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
            <Badge
              variant="light"
              color={offer.type === 'INFLUENCER_OFFER' ? 'teal' : 'blue'}
              fz={12}
              style={{ flexShrink: 1, minWidth: 0 }}
            >
              {t(`search:card.types.${offer.type}`)}
            </Badge>
            <Text fw={700} ta="right" style={{ whiteSpace: 'nowrap' }} data-testid="offer-price">
              {price.kind === 'PRICE'
                ? formatEuros(price.amount, locale)
                : price.kind === 'GIVEAWAY'
                  ? t('search:card.giveaway')
                  : t('profile:offer.card.asAgreed')}
            </Text>
          </Group>
          {/* The results follow the page title directly (axe: heading-order). */}
          <Title order={2} size="h5" lineClamp={2} style={{ overflowWrap: 'anywhere' }}>
            {offer.name}
          </Title>
          {price.kind === 'GIVEAWAY' && (
            <Group gap={4} wrap="nowrap" align="flex-start">
              <IconGift size={14} aria-hidden style={{ flexShrink: 0, marginTop: 3 }} />
              <Text size="sm" lineClamp={1}>
                {price.description}
              </Text>
            </Group>
          )}
          {description && (
            <Text size="sm" c="dimmed" lineClamp={2} style={{ overflowWrap: 'anywhere' }}>
              {description}
            </Text>
          )}
          {targeting && (
            <Group gap={4} wrap="nowrap" data-testid="offer-targeting">
              <IconTarget size={14} aria-hidden style={{ flexShrink: 0 }} />
              <Text size="sm" lineClamp={1}>
                {targeting}
              </Text>
            </Group>
          )}
          {offer.categories.length > 0 && (
            <Text size="xs" c="dimmed" lineClamp={1}>
              {offer.categories.map((category) => category.name).join(' · ')}
            </Text>
          )}
          <Group gap="xs" wrap="nowrap" className={classes.footer} pt={4}>
            <ProfileAvatar user={owner} alt="" size={32} radius={32} />
            <Anchor
              component={Link}
              to={ownerPath}
              fw={600}
              size="sm"
              lineClamp={1}
              className={classes.coverLink}
              style={{ overflowWrap: 'anywhere' }}
              data-testid="offer-owner"
            >
              {ownerName}
            </Anchor>
          </Group>
        </Box>
      </Card>
    </li>
  );
});

/** The first image of the offer's gallery, else a picture of its type. */
function OfferMedia({ offer }: { offer: TOffer }) {
  const { t } = useTranslation(['search', 'profile']);
  const image = offer.images[0];
  const isService = offer.type === 'INFLUENCER_OFFER';
  const PlaceholderIcon = isService ? IconSparkles : IconSpeakerphone;
  const placeholderClass = isService ? classes.influencerPlaceholder : classes.advertiserPlaceholder;
  return (
    <div className={`${classes.media} ${classes.offerRatio} ${image ? '' : placeholderClass}`}>
      {image ? (
        <img
          src={image.thumbnail_url}
          alt={
            image.description ||
            t('profile:offer.images.alt', { name: offer.name, position: image.position + 1 })
          }
          loading="lazy"
          decoding="async"
          className={classes.mediaImage}
          data-testid="offer-image"
        />
      ) : (
        <div className={classes.mediaCenter} data-testid="offer-placeholder">
          <PlaceholderIcon size={56} stroke={1.25} aria-hidden />
        </div>
      )}
      {offer.featured && (
        <div className={classes.mediaBadges}>
          <Badge color="yellow" fz={12} style={{ boxShadow: 'var(--mantine-shadow-xs)' }}>
            {t('search:card.featured')}
          </Badge>
        </div>
      )}
    </div>
  );
}
