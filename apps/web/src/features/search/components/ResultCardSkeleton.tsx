import { Skeleton, SkeletonLine } from '../../../ui/Skeleton';
import classes from './ResultCard.module.css';

/** Which result card a skeleton stands for: its image proportions and lines. */
export type TResultKind = 'creators' | 'offers';

/** Line heights of the cards' texts, in px (Mantine's: 16 × 1.55, 14 × 1.45, 12 × 1.4). */
const LINE = { md: 24.8, sm: 20.3, xs: 16.8 } as const;

/**
 * A result card while it loads (issue 18): the image proportions and the lines of CreatorCard or
 * OfferResult at their heights, so that the cards take its place without moving anything. Plain
 * elements (issue 19): ten of them hydrate on every prerendered search page, before its results.
 */
export function ResultCardSkeleton({ kind }: { kind: TResultKind }) {
  const isOffer = kind === 'offers';
  return (
    <li className={`${classes.card} ${classes.surface}`} data-testid="search-skeleton" aria-hidden>
      <Skeleton radius={0} className={isOffer ? classes.offerRatio : classes.creatorRatio} />
      <div className={classes.body}>
        {isOffer ? (
          <>
            <div className={`${classes.inline} ${classes.spaceBetween}`} style={{ height: LINE.md }}>
              <Skeleton h={20} w="45%" radius="xl" />
              <Skeleton h={16} w="20%" />
            </div>
            <SkeletonLine height={24} width="85%" bar={16} />
            <SkeletonLine height={24} width="50%" bar={16} />
            <SkeletonLine height={LINE.sm} width="95%" />
            <SkeletonLine height={LINE.sm} width="70%" />
            <SkeletonLine height={LINE.sm} width="60%" />
            <SkeletonLine height={LINE.xs} width="40%" bar={10} />
            <div
              className={`${classes.inline} ${classes.footer}`}
              style={{ gap: 'var(--mantine-spacing-xs)', paddingTop: 4 }}
            >
              <Skeleton circle h={32} className={classes.icon} />
              <Skeleton h={14} w="40%" />
            </div>
          </>
        ) : (
          <>
            <SkeletonLine height={LINE.md} width="65%" bar={16} />
            <SkeletonLine height={LINE.sm} width="50%" />
            <SkeletonLine height={LINE.sm} width="45%" />
            {/* Rating and engagement: one line, or two on a narrow card, as CreatorCard's. */}
            <div className={classes.wrapRowWide}>
              <SkeletonLine height={LINE.sm} width={115} />
              <SkeletonLine height={LINE.sm} width={135} />
            </div>
            <SkeletonLine height={LINE.xs} width="60%" bar={10} />
            <SkeletonLine height={LINE.md + 4} width="35%" bar={16} className={classes.footer} />
          </>
        )}
      </div>
    </li>
  );
}
