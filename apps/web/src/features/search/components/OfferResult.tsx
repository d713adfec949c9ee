import { Anchor, Badge, Group, Stack } from '@mantine/core';
import type { TOffer } from '@spona/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { OfferCard } from '../../profile/components/OfferCard';
import { ProfileAvatar } from '../../profile/components/ProfileAvatar';

/** An offer or service in the results, with its owner linking to their public profile. */
export function OfferResult({ offer }: { offer: TOffer }) {
  const { t } = useTranslation('search');
  const owner = offer.owner;
  const ownerName = owner.company || `${owner.first_name} ${owner.last_name}`;
  const ownerPath = owner.type === 'INFLUENCER' ? `/creator/${owner.id}` : `/advertiser/${owner.id}`;
  return (
    <li data-testid="offer-result">
      <Stack gap={6}>
        <Group gap="xs" wrap="nowrap">
          <ProfileAvatar user={owner} alt="" size={28} radius={28} />
          <Anchor component={Link} to={ownerPath} fw={600} size="sm" style={{ overflowWrap: 'anywhere' }}>
            {ownerName}
          </Anchor>
          <Badge size="sm" variant="light" color={offer.type === 'INFLUENCER_OFFER' ? 'teal' : 'blue'}>
            {t(`offers.types.${offer.type}`)}
          </Badge>
        </Group>
        {/* The results follow the page title directly (axe: heading-order). */}
        <OfferCard offer={offer} headingOrder={2} />
      </Stack>
    </li>
  );
}
