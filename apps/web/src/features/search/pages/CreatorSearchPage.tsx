import { Group, MultiSelect, Select, SimpleGrid, Stack, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { ENGAGEMENT_BOUNDS, FOLLOWER_BOUNDS, ZCreatorSearchResult } from '@spona/contracts';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { publicDataQuery } from '../../../lib/publicData';
import { useLanguage } from '../../../ui/useLanguage';
import { useSearchPages } from '../api/useSearchPages';
import { CreatorCard } from '../components/CreatorCard';
import { RangeFilter } from '../components/RangeFilter';
import { SearchResults } from '../components/SearchResults';
import { SearchTextForm } from '../components/SearchTextForm';
import {
  creatorApiQuery,
  PER_PAGE_CHOICES,
  readCreatorState,
  writeCreatorState,
  writeRange,
  type TCreatorSearchState,
} from '../lib/searchState';

const parseCreators = (raw: unknown) => ZCreatorSearchResult.parse(raw);

/**
 * /search/creators (logged-in) and /search/creators/** (no guard): SPEC §2 creator search with
 * the filters of SPEC §3 and the sorts and page sizes of SPEC §9. The state lives in the URL.
 */
export function CreatorSearchPage() {
  const { t } = useTranslation('search');
  const { locale } = useLanguage();
  const [searchParams, setSearchParams] = useSearchParams();
  const state = useMemo(() => readCreatorState(searchParams), [searchParams]);
  const publicData = useQuery(publicDataQuery(locale)).data;
  const apiQuery = useMemo(() => creatorApiQuery(state), [state]);
  const results = useSearchPages({
    path: 'search/influencers',
    params: apiQuery,
    perPage: state.perPage,
    pages: state.page,
    parse: parseCreators,
  });

  /** Any change of the search starts again at page 1. */
  const update = (change: Partial<TCreatorSearchState>) =>
    setSearchParams(writeCreatorState({ ...state, ...change, page: 1 }), { preventScrollReset: true });

  const hasFilters =
    state.query !== '' ||
    state.categories.length > 0 ||
    state.locationId !== null ||
    state.followers !== null ||
    state.engagement !== null;
  const formatCount = (value: number) => value.toLocaleString(locale);
  const formatPercent = (value: number) => t('filters.percent', { value: value.toLocaleString(locale) });

  return (
    <Stack gap="lg">
      <Title order={1} size="h2">
        {t('creators.title')}
      </Title>
      <Stack gap="md" component="section" aria-label={t('filters.label')}>
        <SearchTextForm
          formLabel={t('creators.formLabel')}
          label={t('creators.text')}
          placeholder={t('creators.textPlaceholder')}
          query={state.query}
          onSearch={(query) => update({ query })}
        />
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="md" verticalSpacing="sm">
          <MultiSelect
            label={t('creators.categories')}
            placeholder={state.categories.length === 0 ? t('filters.any') : undefined}
            data={(publicData?.categories ?? []).map((c) => ({ value: String(c.id), label: c.name }))}
            value={state.categories.map(String)}
            onChange={(values) => update({ categories: values.map(Number) })}
            searchable
            clearable
            maxValues={20}
            nothingFoundMessage={t('filters.nothingFound')}
          />
          <Select
            label={t('creators.location')}
            placeholder={t('filters.any')}
            data={(publicData?.locations ?? []).map((l) => ({ value: String(l.id), label: l.name }))}
            value={state.locationId === null ? null : String(state.locationId)}
            onChange={(value) => update({ locationId: value === null ? null : Number(value) })}
            clearable
          />
          <Group grow gap="xs" align="flex-end">
            <Select
              label={t('creators.sort')}
              data={(['rank', 'followers', 'engagement'] as const).map((sort) => ({
                value: sort,
                label: t(`creators.sorts.${sort}`),
              }))}
              value={state.sort}
              onChange={(value) => value && update({ sort: value as TCreatorSearchState['sort'] })}
              allowDeselect={false}
            />
            <Select
              label={t('filters.order')}
              data={[
                { value: 'desc', label: t('filters.desc') },
                { value: 'asc', label: t('filters.asc') },
              ]}
              value={state.order}
              onChange={(value) => value && update({ order: value as TCreatorSearchState['order'] })}
              allowDeselect={false}
            />
          </Group>
          <RangeFilter
            key={`f${writeRange(state.followers, FOLLOWER_BOUNDS)}`}
            label={t('creators.followers')}
            bounds={FOLLOWER_BOUNDS}
            step={1000}
            value={state.followers}
            format={formatCount}
            onCommit={(followers) => update({ followers })}
          />
          <RangeFilter
            key={`e${writeRange(state.engagement, ENGAGEMENT_BOUNDS)}`}
            label={t('creators.engagement')}
            bounds={ENGAGEMENT_BOUNDS}
            step={0.5}
            value={state.engagement}
            format={formatPercent}
            onCommit={(engagement) => update({ engagement })}
          />
          <Select
            label={t('filters.perPage')}
            data={PER_PAGE_CHOICES.map((n) => ({ value: String(n), label: String(n) }))}
            value={String(state.perPage)}
            onChange={(value) =>
              value && update({ perPage: Number(value) as TCreatorSearchState['perPage'] })
            }
            allowDeselect={false}
          />
        </SimpleGrid>
      </Stack>
      <SearchResults
        isLoading={results.isLoading}
        isLoadingMore={results.isLoadingMore}
        isError={results.isError}
        onRetry={() => void results.refetch()}
        total={results.total}
        count={results.items.length}
        canLoadMore={results.canLoadMore}
        onLoadMore={results.loadMore}
        emptyHint={t(hasFilters ? 'creators.emptyFiltered' : 'creators.empty')}
        onClearFilters={hasFilters ? () => setSearchParams(new URLSearchParams({ page: '1' })) : undefined}
      >
        {results.items.map((creator) => (
          <CreatorCard key={creator.id} creator={creator} locations={publicData?.locations ?? []} />
        ))}
      </SearchResults>
    </Stack>
  );
}
