import { Badge } from '@mantine/core';
import { memo } from 'react';
import { IconMapPin, IconStarFilled } from '@tabler/icons-react';
import type { TCreatorCard, TLocation } from '@spona/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLanguage } from '../../../ui/hooks/useLanguage';
import { formatEuros, formatNumber } from '@spona/contracts';
import { NetworkIcon } from '../../profile/components/NetworkIcon';
import { ProfileAvatar } from '../../profile/components/ProfileAvatar';
import { ResponseStatsText } from '../../profile/components/ResponseStatsText';
import { SaveCreatorButton } from '../../campaigns/components/SaveCreatorButton';
import { formatCompactNumber } from '@spona/contracts';
import classes from './ResultCard.module.css';

/** How many of a creator's networks a card shows (most followed first, as the API sorts them). */
const NETWORKS_SHOWN = 4;
/** Ratings as the profile shows them: '4,0', '4,5'. */
const ONE_DECIMAL = { minimumFractionDigits: 1, maximumFractionDigits: 1 } as const;

/**
 * A creator in the results (issue 18): their photo large at the top (else their avatar over their cover),
 * name, place, networks with followers, engagement, rating, categories, response figures (issue 16) and
 * the lowest price of their services. The whole card links to the public profile.
 * Memoised: a card already shown is not rendered again when the next page arrives. Plain elements
 * drawn as Mantine's (ResultCard.module.css, issue 19): ten to a page, each some twenty of them.
 */
/** The cards of the first row of results (4 across at 1280 px). */
const FIRST_ROW = 4;

export const CreatorCard = memo(function CreatorCard({
  creator,
  locations,
  position = Infinity,
}: {
  creator: TCreatorCard;
  locations: TLocation[];
  /** Its place in the results (0 first): the first row's pictures load at once (issue 19: LCP). */
  position?: number;
}) {
  const { t } = useTranslation('search');
  const { locale } = useLanguage();
  const name = `${creator.first_name} ${creator.last_name}`;
  const country = locations.find((l) => l.id === creator.location_id)?.name;
  const place = [creator.city, country].filter(Boolean).join(', ');
  const networks = creator.networks.slice(0, NETWORKS_SHOWN);
  return (
    <li className={classes.item}>
      <Link
        to={`/creator/${creator.id}`}
        className={`${classes.card} ${classes.surface}`}
        // The link is named by what it shows (axe: label-content-name-mismatch); tests read data-name.
        data-name={name}
        data-testid="creator-card"
      >
        <div className={classes.body}>
          <p className={`${classes.name} ${classes.oneLine}`}>{name}</p>
          {place && (
            <div className={classes.inline}>
              <IconMapPin size={14} aria-hidden className={classes.icon} />
              <p className={`${classes.text} ${classes.dimmed} ${classes.oneLine}`}>{place}</p>
            </div>
          )}
          {networks.length > 0 ? (
            <div className={classes.wrapRow} data-testid="card-networks">
              {networks.map((network) => (
                <div key={network.slug} className={classes.inline}>
                  <NetworkIcon slug={network.slug} size={16} role="img" aria-label={network.name} />
                  <p className={`${classes.text} ${classes.medium}`}>
                    {formatCompactNumber(network.followers, locale)}
                  </p>
                </div>
              ))}
            </div>
          ) : (
            <p className={classes.text}>
              {t('card.followers', {
                count: creator.followers_count,
                formatted: formatCompactNumber(creator.followers_count, locale),
              })}
            </p>
          )}
          <div className={classes.wrapRowWide}>
            <div className={classes.inline}>
              <IconStarFilled size={14} color="var(--mantine-color-yellow-6)" aria-hidden />
              <p className={classes.text}>
                {creator.rating.average === null
                  ? t('card.noRatings')
                  : t('card.rating', {
                      count: creator.rating.count,
                      average: formatNumber(creator.rating.average, locale, ONE_DECIMAL),
                    })}
              </p>
            </div>
            {creator.engagement_rate !== null && (
              <p className={classes.text}>
                {t('card.engagement', { rate: formatNumber(creator.engagement_rate, locale) })}
              </p>
            )}
          </div>
          {creator.categories.length > 0 && (
            <p className={`${classes.text} ${classes.small} ${classes.dimmed} ${classes.oneLine}`}>
              {creator.categories.map((category) => category.name).join(' · ')}
            </p>
          )}
          <ResponseStatsText stats={creator.response_stats} size="xs" c="dimmed" />
          {creator.price_from !== null && (
            <p
              className={`${classes.name} ${classes.footer}`}
              style={{ paddingTop: 4 }}
              data-testid="card-price"
            >
              {t('card.priceFrom', { price: formatEuros(creator.price_from, locale) })}
            </p>
          )}
        </div>
        {/* After the text, so that the link's name starts with the creator's; shown first (CSS order). */}
        <CreatorMedia creator={creator} position={position} />
      </Link>
      {/* Issue 20: beside the link, not in it (a control inside a link is not reachable by itself). */}
      <div className={classes.saveSlot}>
        <SaveCreatorButton creator={creator} />
      </div>
    </li>
  );
});

/** The card's image: the photo, else the avatar over the cover (or over a tint when there is none). */
function CreatorMedia({ creator, position }: { creator: TCreatorCard; position: number }) {
  const { t } = useTranslation('search');
  // The first row (4 across on a desktop) is on the first screen: not lazy, the very first one first.
  const loading = position < FIRST_ROW ? 'eager' : 'lazy';
  const fetchPriority = position === 0 ? 'high' : undefined;
  return (
    <div className={`${classes.media} ${classes.creatorRatio} ${classes.first}`}>
      {creator.image_url ? (
        <img
          src={creator.image_url}
          alt=""
          loading={loading}
          fetchPriority={fetchPriority}
          decoding="async"
          className={`${classes.mediaImage} ${classes.photo}`}
          data-testid="card-photo"
        />
      ) : (
        <>
          {creator.cover_url && (
            <img
              src={creator.cover_url}
              alt=""
              loading={loading}
              fetchPriority={fetchPriority}
              decoding="async"
              className={classes.mediaImage}
            />
          )}
          <div className={classes.mediaCenter}>
            <ProfileAvatar
              user={creator}
              alt=""
              size={96}
              radius={96}
              style={{ boxShadow: '0 0 0 4px var(--mantine-color-white)' }}
            />
          </div>
        </>
      )}
      {creator.featured && (
        <div className={classes.mediaBadges}>
          <Badge color="yellow" fz={12} style={{ boxShadow: 'var(--mantine-shadow-xs)' }}>
            {t('card.featured')}
          </Badge>
        </div>
      )}
    </div>
  );
}
