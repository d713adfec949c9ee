import { MultiSelect, Select, Switch } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { SEARCH_MAX_CATEGORIES } from '@spona/contracts';
import { useTranslation } from 'react-i18next';
import { publicDataQuery } from '../../../lib/publicData';
import { useLanguage } from '../../../ui/hooks/useLanguage';

export interface TCommonFilterValues {
  categories: number[];
  locationId: number | null;
  featured: boolean;
}

interface CommonFiltersProps extends TCommonFilterValues {
  /** Label of the featured switch ('featured creators only', 'featured offers only'). */
  featuredLabel: string;
  onChange: (change: Partial<TCommonFilterValues>) => void;
}

/**
 * The filters SPEC §3 gives both creator and offer searches: categories, location (country) and
 * featured. Cells of the page's filter grid.
 */
export function CommonFilters({
  categories,
  locationId,
  featured,
  featuredLabel,
  onChange,
}: CommonFiltersProps) {
  const { t } = useTranslation('search');
  const { locale } = useLanguage();
  const publicData = useQuery(publicDataQuery(locale)).data;
  return (
    <>
      <MultiSelect
        label={t('filters.categories')}
        placeholder={categories.length === 0 ? t('filters.any') : undefined}
        data={(publicData?.categories ?? []).map((c) => ({ value: String(c.id), label: c.name }))}
        value={categories.map(String)}
        onChange={(values) => onChange({ categories: values.map(Number) })}
        searchable
        clearable
        maxValues={SEARCH_MAX_CATEGORIES}
        nothingFoundMessage={t('filters.nothingFound')}
      />
      <Select
        label={t('filters.location')}
        placeholder={t('filters.any')}
        data={(publicData?.locations ?? []).map((l) => ({ value: String(l.id), label: l.name }))}
        value={locationId === null ? null : String(locationId)}
        onChange={(value) => onChange({ locationId: value === null ? null : Number(value) })}
        clearable
      />
      <Switch
        label={featuredLabel}
        checked={featured}
        onChange={(event) => onChange({ featured: event.currentTarget.checked })}
        style={{ alignSelf: 'end' }}
        mb={8}
      />
    </>
  );
}
