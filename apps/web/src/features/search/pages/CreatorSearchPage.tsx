import { Group, Select, SimpleGrid, Stack, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { ENGAGEMENT_BOUNDS, FOLLOWER_BOUNDS, formatNumber, type TLocation } from '@spona/contracts';
import { memo, useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { publicDataQuery } from '../../../lib/publicData';
import { useLanguage } from '../../../ui/hooks/useLanguage';
import { useIsLoggedIn } from '../../auth/hooks/useAuthRecord';
import { creatorSearch } from '../api/searchApi';
import { CommonFilters } from '../components/CommonFilters';
import { CreatorCard } from '../components/CreatorCard';
import { FoldedFilters } from '../components/FoldedFilters';
import { RangeFilter } from '../components/RangeFilter';
import { SearchLoginWall } from '../components/SearchLoginWall';
import { SaveSearchButton } from '../components/SaveSearchButton';
import { SearchResults } from '../components/SearchResults';
import { SearchTextForm } from '../components/SearchTextForm';
import { useSearchResults } from '../hooks/useSearchResults';
import { OWN_SEARCH_UPDATE } from '../lib/searchReturn';
import {
  creatorApiQuery,
  hasCreatorFilters,
  PER_PAGE_CHOICES,
  readCreatorState,
  writeCreatorState,
  type TCreatorSearchState,
} from '../lib/searchState';

const NO_LOCATIONS: TLocation[] = [];

/**
 * /search/creators (logged-in) and /search/creators/** (no guard): SPEC §2 creator search with
 * the filters of SPEC §3 and the sorts and page sizes of SPEC §9. The state lives in the URL.
 * Anonymous visitors (who reach it only by a sub-route) see its frame behind the login wall.
 */
export function CreatorSearchPage() {
  const { t } = useTranslation('search');
  const { locale } = useLanguage();
  const isLoggedIn = useIsLoggedIn();
  const [searchParams, setSearchParams] = useSearchParams();
  const state = useMemo(() => readCreatorState(searchParams), [searchParams]);
  const locations = useQuery(publicDataQuery(locale)).data?.locations ?? NO_LOCATIONS;
  const apiQuery = useMemo(() => creatorApiQuery(state), [state]);
  const results = useSearchResults(creatorSearch, apiQuery, { perPage: state.perPage, pages: state.page });

  /** Any change of the search starts again at page 1. */
  const update = useCallback(
    (change: Partial<TCreatorSearchState>) =>
      setSearchParams(writeCreatorState({ ...state, ...change, page: 1 }), { state: OWN_SEARCH_UPDATE }),
    [state, setSearchParams],
  );

  const hasFilters = hasCreatorFilters(state);

  return (
    <Stack gap="lg">
      <Title order={1} size="h2">
        {t('creators.title')}
      </Title>
      <CreatorFilters state={state} onUpdate={update} />
      <SaveSearchButton kind="creators" query={apiQuery} />
      <SearchResults
        kind="creators"
        results={results}
        emptyHint={t(hasFilters ? 'creators.emptyFiltered' : 'creators.empty')}
        hasFilters={hasFilters}
      >
        {results.items.map((creator, position) => (
          <CreatorCard key={creator.id} creator={creator} locations={locations} position={position} />
        ))}
      </SearchResults>
      {!isLoggedIn && <SearchLoginWall />}
    </Stack>
  );
}

/**
 * The text and filters of the creator search (SPEC §3, §9). Memoised: results arriving page by page
 * re-render the cards, not these fields (main-thread time on phones, issue 7).
 */
const CreatorFilters = memo(function CreatorFilters({
  state,
  onUpdate: update,
}: {
  state: TCreatorSearchState;
  onUpdate: (change: Partial<TCreatorSearchState>) => void;
}) {
  const { t } = useTranslation('search');
  const { locale } = useLanguage();
  const formatCount = (value: number) => formatNumber(value, locale);
  const formatPercent = (value: number) => t('filters.percent', { value: formatNumber(value, locale) });
  return (
    <Stack gap="md" component="section" aria-label={t('filters.label')}>
      <SearchTextForm
        formLabel={t('creators.formLabel')}
        label={t('creators.text')}
        placeholder={t('creators.textPlaceholder')}
        query={state.query}
        onSearch={(query) => update({ query })}
      />
      <FoldedFilters hasFilters={hasCreatorFilters(state)}>
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="md" verticalSpacing="sm">
          <CommonFilters
            categories={state.categories}
            locationId={state.locationId}
            featured={state.featured}
            featuredLabel={t('creators.featured')}
            onChange={update}
          />
          <RangeFilter
            label={t('creators.followers')}
            bounds={FOLLOWER_BOUNDS}
            step={1000}
            value={state.followers}
            format={formatCount}
            onCommit={(followers) => update({ followers })}
          />
          <RangeFilter
            label={t('creators.engagement')}
            bounds={ENGAGEMENT_BOUNDS}
            step={0.5}
            value={state.engagement}
            format={formatPercent}
            onCommit={(engagement) => update({ engagement })}
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
      </FoldedFilters>
    </Stack>
  );
});
