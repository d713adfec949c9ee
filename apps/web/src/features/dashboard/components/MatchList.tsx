import { Anchor, List, Text } from '@mantine/core';
import type { TCreatorCard, TOffer } from '@spona/contracts';
import { Link } from 'react-router';

/** One line of a dashboard list: what it is, who, and where it opens. */
export type MatchItem = { key: string; label: string; detail: string | null; to: string };

/** An offer as a line: its name, its owner (whose profile it opens). */
export function offerItem(offer: TOffer): MatchItem {
  const { owner } = offer;
  const ownerName = owner.company ?? `${owner.first_name} ${owner.last_name}`;
  const path = owner.type === 'ADVERTISER' ? `/advertiser/${owner.id}` : `/creator/${owner.id}`;
  return { key: `offer-${offer.offer_id}`, label: offer.name, detail: ownerName, to: path };
}

/** A creator as a line: their name and city, opening their profile. */
export function creatorItem(creator: TCreatorCard): MatchItem {
  return {
    key: `creator-${creator.id}`,
    label: `${creator.first_name} ${creator.last_name}`,
    detail: creator.city,
    to: `/creator/${creator.id}`,
  };
}

/** Issue 20: the lines of 'New for you' and 'Recommended for you', each a link. */
export function MatchList({ items, label }: { items: MatchItem[]; label: string }) {
  return (
    <List spacing={6} size="sm" listStyleType="none" p={0} aria-label={label}>
      {items.map((item) => (
        <List.Item key={item.key}>
          <Anchor component={Link} to={item.to} size="sm" fw={600} lineClamp={1}>
            {item.label}
          </Anchor>
          {item.detail && (
            <Text size="xs" c="dimmed" lineClamp={1}>
              {item.detail}
            </Text>
          )}
        </List.Item>
      ))}
    </List>
  );
}
