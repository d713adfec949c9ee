import { Alert, Button, Card, Center, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconSearchOff } from '@tabler/icons-react';
import { SEARCH_TOTAL_CAP } from '@spona/contracts';
import { useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useLanguage } from '../../../ui/hooks/useLanguage';
import { useInfiniteScroll } from '../hooks/useInfiniteScroll';
import type { TSearchResults } from '../hooks/useSearchResults';
import { OWN_SEARCH_UPDATE } from '../lib/searchReturn';

interface SearchResultsProps {
  results: TSearchResults<unknown>;
  /** Hint of the empty state (what to change). */
  emptyHint: string;
  /** Filters are set: the empty state offers to clear them. */
  hasFilters: boolean;
  /** The result cards. */
  children: ReactNode;
}

function SkeletonCards({ count }: { count: number }) {
  return (
    <>
      {Array.from({ length: count }, (_, index) => (
        <Card key={index} withBorder radius="md" p="md" data-testid="search-skeleton">
          <Group wrap="nowrap">
            <Skeleton circle height={56} />
            <Stack gap={8} style={{ flex: 1 }}>
              <Skeleton height={14} width="50%" />
              <Skeleton height={10} width="70%" />
              <Skeleton height={10} width="40%" />
            </Stack>
          </Group>
        </Card>
      ))}
    </>
  );
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
export function SearchResults({ results, emptyHint, hasFilters, children }: SearchResultsProps) {
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
      <Stack gap="sm" role="status" aria-busy="true" aria-label={t('results.loading')}>
        <SkeletonCards count={4} />
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
      ? t('results.totalCapped', { formatted: SEARCH_TOTAL_CAP.toLocaleString(locale) })
      : t('results.total', { count: props.total, formatted: props.total.toLocaleString(locale) });
  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed" role="status" data-testid="search-total">
        {props.correctedText
          ? t('results.corrected', { total: totalText, text: props.correctedText })
          : totalText}
      </Text>
      <Stack
        gap="sm"
        component="ul"
        p={0}
        m={0}
        style={{ listStyle: 'none' }}
        aria-label={t('results.label')}
      >
        {props.children}
      </Stack>
      {props.isLoadingMore && <SkeletonCards count={2} />}
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
