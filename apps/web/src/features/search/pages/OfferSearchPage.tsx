import { Input, SegmentedControl, Select, SimpleGrid, Stack, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { SEARCH_PAGE_SIZE, type TLocation } from '@spona/contracts';
import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { publicDataQuery } from '../../../lib/publicData';
import { useLanguage } from '../../../ui/hooks/useLanguage';
import { useIsLoggedIn } from '../../auth/hooks/useAuthRecord';
import { offerSearch } from '../api/searchApi';
import { CommonFilters } from '../components/CommonFilters';
import { FoldedFilters } from '../components/FoldedFilters';
import { OfferResult } from '../components/OfferResult';
import { SearchLoginWall } from '../components/SearchLoginWall';
import { SaveSearchButton } from '../components/SaveSearchButton';
import { SearchResults } from '../components/SearchResults';
import { SearchTextForm } from '../components/SearchTextForm';
import { useSearchResults } from '../hooks/useSearchResults';
import { OWN_SEARCH_UPDATE } from '../lib/searchReturn';
import {
  hasOfferFilters,
  OFFER_SORT_CHOICES,
  offerApiQuery,
  readOfferState,
  writeOfferState,
  type TOfferSearchState,
} from '../lib/searchState';

const ALL_TYPES = 'ALL';
const NO_LOCATIONS: TLocation[] = [];

/**
 * /search/offers (logged-in): SPEC §2 offer search; query parameters `query` and `page` (from '1'),
 * and the other filters of SPEC §3 (type, categories, location, featured).
 */
export function OfferSearchPage() {
  const { t } = useTranslation('search');
  const { locale } = useLanguage();
  const typeLabelId = useId();
  const isLoggedIn = useIsLoggedIn();
  const [searchParams, setSearchParams] = useSearchParams();
  const state = useMemo(() => readOfferState(searchParams), [searchParams]);
  const locations = useQuery(publicDataQuery(locale)).data?.locations ?? NO_LOCATIONS;
  const apiQuery = useMemo(() => offerApiQuery(state), [state]);
  const results = useSearchResults(offerSearch, apiQuery, { perPage: SEARCH_PAGE_SIZE, pages: state.page });

  const update = (change: Partial<TOfferSearchState>) =>
    setSearchParams(writeOfferState({ ...state, ...change, page: 1 }), { state: OWN_SEARCH_UPDATE });

  const hasFilters = hasOfferFilters(state);

  return (
    <Stack gap="lg">
      <Title order={1} size="h2">
        {t('offers.title')}
      </Title>
      <Stack gap="md" component="section" aria-label={t('filters.label')}>
        <SearchTextForm
          formLabel={t('offers.formLabel')}
          label={t('offers.text')}
          placeholder={t('offers.textPlaceholder')}
          query={state.query}
          onSearch={(query) => update({ query })}
        />
        <Input.Wrapper labelElement="div" label={<span id={typeLabelId}>{t('offers.type')}</span>}>
          <SegmentedControl
            aria-labelledby={typeLabelId}
            fullWidth
            data={[
              { value: ALL_TYPES, label: t('offers.allTypes') },
              { value: 'INFLUENCER_OFFER', label: t('offers.types.INFLUENCER_OFFER') },
              { value: 'ADVERTISER_OFFER', label: t('offers.types.ADVERTISER_OFFER') },
            ]}
            value={state.type ?? ALL_TYPES}
            onChange={(value) =>
              update({ type: value === ALL_TYPES ? null : (value as TOfferSearchState['type']) })
            }
          />
        </Input.Wrapper>
        <FoldedFilters hasFilters={hasFilters}>
          <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} spacing="md" verticalSpacing="sm">
            <CommonFilters
              categories={state.categories}
              locationId={state.locationId}
              featured={state.featured}
              featuredLabel={t('offers.featured')}
              onChange={update}
            />
            <Select
              label={t('offers.sort')}
              data={OFFER_SORT_CHOICES.filter((sort) => sort !== 'rank' || state.query !== '').map(
                (sort) => ({
                  value: sort,
                  label: t(`offers.sorts.${sort}`),
                }),
              )}
              value={state.sort ?? (state.query ? 'rank' : 'date-desc')}
              onChange={(value) => value && update({ sort: value as TOfferSearchState['sort'] })}
              allowDeselect={false}
            />
          </SimpleGrid>
        </FoldedFilters>
      </Stack>
      <SaveSearchButton kind="offers" query={apiQuery} />
      <SearchResults
        kind="offers"
        results={results}
        emptyHint={t(hasFilters ? 'offers.emptyFiltered' : 'offers.empty')}
        hasFilters={hasFilters}
      >
        {results.items.map((offer) => (
          <OfferResult key={offer.offer_id} offer={offer} locations={locations} />
        ))}
      </SearchResults>
      {!isLoggedIn && <SearchLoginWall />}
    </Stack>
  );
}
