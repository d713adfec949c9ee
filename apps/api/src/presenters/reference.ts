import type { TCategory, TLocale, TLocation, TNetwork } from '@spona/contracts';
import type { CategoryRow, LocationRow, NetworkRow } from '../domain/reference/findReferenceData';

export function presentLocation(row: LocationRow, locale: TLocale): TLocation {
  return {
    id: row.id,
    code: row.code,
    name: locale === 'hr' ? row.nameHr : row.nameEn,
    name_hr: row.nameHr,
    name_en: row.nameEn,
  };
}

export function presentCategory(row: CategoryRow, locale: TLocale): TCategory {
  return {
    id: row.id,
    slug: row.slug,
    name: locale === 'hr' ? row.nameHr : row.nameEn,
    name_hr: row.nameHr,
    name_en: row.nameEn,
  };
}

export function presentNetwork(row: NetworkRow): TNetwork {
  return { id: row.id, slug: row.slug, name: row.name };
}
