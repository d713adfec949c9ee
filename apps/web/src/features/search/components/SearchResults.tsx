import { Alert, Button, Center, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconSearchOff } from '@tabler/icons-react';
import { formatNumber, SEARCH_TOTAL_CAP } from '@spona/contracts';
import { useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useLanguage } from '../../../ui/hooks/useLanguage';
import { useInfiniteScroll } from '../hooks/useInfiniteScroll';
import type { TSearchResults } from '../hooks/useSearchResults';
import { OWN_SEARCH_UPDATE } from '../lib/searchReturn';
import { ResultCardSkeleton, type TResultKind } from './ResultCardSkeleton';
import { SkeletonLine } from '../../../ui/Skeleton';
import classes from './ResultCard.module.css';

interface SearchResultsProps {
  /** Which cards: their grid and skeletons. */
  kind: TResultKind;
  results: TSearchResults<unknown>;
  /** Hint of the empty state (what to change). */
  emptyHint: string;
  /** Filters are set: the empty state offers to clear them. */
  hasFilters: boolean;
  /** The result cards. */
  children: ReactNode;
}

/**
 * Cards across (issue 18): one on a phone, two on a small tablet, then three; creators four on a wide
 * screen (their cards are narrower).
 */
const GRID_COLS: Record<TResultKind, Record<string, number>> = {
  creators: { base: 1, xs: 2, md: 3, lg: 4 },
  offers: { base: 1, xs: 2, md: 3 },
};
/** Skeleton cards while the first page loads: about two rows of the grid. */
const LOADING_SKELETONS: Record<TResultKind, number> = { creators: 8, offers: 6 };
/** Skeleton cards after the results while the next page loads: about a row. */
const LOAD_MORE_SKELETONS: Record<TResultKind, number> = { creators: 4, offers: 3 };

/** The grid of result cards (a list), or of their skeletons. */
function ResultGrid({
  kind,
  label,
  lazyPaint = false,
  children,
}: {
  kind: TResultKind;
  label?: string;
  /** Cards below the screen are laid out when they come near (ResultCard.module.css). */
  lazyPaint?: boolean;
  children: ReactNode;
}) {
  return (
    <SimpleGrid
      className={lazyPaint ? classes.lazyPaint : undefined}
      component="ul"
      cols={GRID_COLS[kind]}
      spacing="md"
      verticalSpacing="md"
      p={0}
      m={0}
      style={{ listStyle: 'none' }}
      aria-label={label}
      aria-hidden={label ? undefined : true}
    >
      {children}
    </SimpleGrid>
  );
}

function SkeletonCards({ kind, count }: { kind: TResultKind; count: number }) {
  return Array.from({ length: count }, (_, index) => <ResultCardSkeleton key={index} kind={kind} />);
}

/** A translated error with a retry button (the search, or its next page, failed). */
function SearchError({ title, onRetry }: { title: string; onRetry: () => void }) {
  const { t } = useTranslation('search');
  return (
    <Alert color="red" title={title}>
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{t('results.errorText')}</Text>
        <Button variant="light" color="red" onClick={onRetry}>
          {t('results.retry')}
        </Button>
      </Stack>
    </Alert>
  );
}

/** Total, result cards, loading skeletons, empty and error states, load more and infinite scroll. */
export function SearchResults({ kind, results, emptyHint, hasFilters, children }: SearchResultsProps) {
  const { t } = useTranslation('search');
  const { locale } = useLanguage();
  const [, setSearchParams] = useSearchParams();
  const sentinel = useRef<HTMLDivElement>(null);
  const props = {
    ...results,
    count: results.items.length,
    onRetry: results.retry,
    onLoadMore: results.loadMore,
    emptyHint,
    onClearFilters: hasFilters
      ? () => setSearchParams(new URLSearchParams({ page: '1' }), { state: OWN_SEARCH_UPDATE })
      : undefined,
    children,
  };
  useInfiniteScroll(
    sentinel,
    props.canLoadMore && !props.isLoadingMore && !props.isLoading,
    props.onLoadMore,
  );

  if (props.isError && props.count === 0) {
    return <SearchError title={t('results.errorTitle')} onRetry={props.onRetry} />;
  }
  if (props.isLoading) {
    return (
      // The total's line and the cards' places are kept, so the results take them without a jump.
      <Stack gap="sm" role="status" aria-busy="true" aria-label={t('results.loading')}>
        <SkeletonLine height={20.3} width={120} bar={14} />
        <ResultGrid kind={kind}>
          <SkeletonCards kind={kind} count={LOADING_SKELETONS[kind]} />
        </ResultGrid>
      </Stack>
    );
  }
  if (props.count === 0) {
    return (
      <Center py="xl">
        <Stack align="center" gap="xs" maw={420} ta="center" data-testid="search-empty">
          <IconSearchOff size={40} stroke={1.5} aria-hidden />
          <Title order={2} size="h4">
            {t('results.emptyTitle')}
          </Title>
          <Text c="dimmed" size="sm">
            {props.emptyHint}
          </Text>
          {props.onClearFilters && (
            <Button variant="light" onClick={props.onClearFilters}>
              {t('filters.clear')}
            </Button>
          )}
        </Stack>
      </Center>
    );
  }
  const totalText =
    props.total >= SEARCH_TOTAL_CAP
      ? t('results.totalCapped', { formatted: formatNumber(SEARCH_TOTAL_CAP, locale) })
      : t('results.total', { count: props.total, formatted: formatNumber(props.total, locale) });
  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed" role="status" data-testid="search-total">
        {props.correctedText
          ? t('results.corrected', { total: totalText, text: props.correctedText })
          : totalText}
      </Text>
      <ResultGrid kind={kind} label={t('results.label')} lazyPaint={!props.isReturn}>
        {props.children}
        {props.isLoadingMore && <SkeletonCards kind={kind} count={LOAD_MORE_SKELETONS[kind]} />}
      </ResultGrid>
      {props.isError && <SearchError title={t('results.moreErrorTitle')} onRetry={props.onRetry} />}
      {props.canLoadMore && (
        <Center>
          <Button variant="light" onClick={props.onLoadMore} loading={props.isLoadingMore}>
            {t('results.loadMore')}
          </Button>
        </Center>
      )}
      <div ref={sentinel} aria-hidden />
    </Stack>
  );
}
