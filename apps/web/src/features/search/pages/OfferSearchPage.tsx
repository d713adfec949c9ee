import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ComingSoon } from '../../../ui/ComingSoon';

/** /search/offers (logged-in); query parameters `query` and `page` (from '1'). */
export function OfferSearchPage() {
  const { t } = useTranslation('pages');
  const [searchParams] = useSearchParams();
  const query = searchParams.get('query');
  return (
    <ComingSoon title={t('searchOffers.title')}>
      {query && <Text fw={500}>{t('searchOffers.query', { query })}</Text>}
    </ComingSoon>
  );
}
