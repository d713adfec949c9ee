import { Box, Card, Group, Skeleton } from '@mantine/core';
import { SkeletonLine } from '../../../ui/SkeletonLine';
import classes from './ResultCard.module.css';

/** Which result card a skeleton stands for: its image proportions and lines. */
export type TResultKind = 'creators' | 'offers';

/** Line heights of the cards' texts, in px (Mantine's: 16 × 1.55, 14 × 1.45, 12 × 1.4). */
const LINE = { md: 24.8, sm: 20.3, xs: 16.8 } as const;

/**
 * A result card while it loads (issue 18): the image proportions and the lines of CreatorCard or
 * OfferResult at their heights, so that the cards take its place without moving anything.
 */
export function ResultCardSkeleton({ kind }: { kind: TResultKind }) {
  const isOffer = kind === 'offers';
  return (
    <Card
      withBorder
      radius="md"
      p={0}
      className={classes.card}
      component="li"
      data-testid="search-skeleton"
      aria-hidden
    >
      <Skeleton radius={0} className={isOffer ? classes.offerRatio : classes.creatorRatio} />
      <Box className={classes.body} p="sm">
        {isOffer ? (
          <>
            <Group justify="space-between" h={LINE.md}>
              <Skeleton h={20} w="45%" radius="xl" />
              <Skeleton h={16} w="20%" />
            </Group>
            <SkeletonLine height={24} width="85%" bar={16} />
            <SkeletonLine height={24} width="50%" bar={16} />
            <SkeletonLine height={LINE.sm} width="95%" />
            <SkeletonLine height={LINE.sm} width="70%" />
            <SkeletonLine height={LINE.sm} width="60%" />
            <SkeletonLine height={LINE.xs} width="40%" bar={10} />
            <Group gap="xs" className={classes.footer} pt={4} wrap="nowrap">
              <Skeleton circle height={32} style={{ flexShrink: 0 }} />
              <Skeleton h={14} w="40%" />
            </Group>
          </>
        ) : (
          <>
            <SkeletonLine height={LINE.md} width="65%" bar={16} />
            <SkeletonLine height={LINE.sm} width="50%" />
            <SkeletonLine height={LINE.sm} width="45%" />
            {/* Rating and engagement: one line, or two on a narrow card, as CreatorCard's. */}
            <Group gap="md" style={{ rowGap: 2 }}>
              <SkeletonLine height={LINE.sm} width={115} />
              <SkeletonLine height={LINE.sm} width={135} />
            </Group>
            <SkeletonLine height={LINE.xs} width="60%" bar={10} />
            <SkeletonLine height={LINE.md + 4} width="35%" bar={16} className={classes.footer} />
          </>
        )}
      </Box>
    </Card>
  );
}
