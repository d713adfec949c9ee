import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ComingSoon } from '../../../ui/ComingSoon';

/** /search/creators (logged-in) and /search/creators/** (no guard). */
export function CreatorSearchPage() {
  const { t } = useTranslation('pages');
  const [searchParams] = useSearchParams();
  const query = searchParams.get('query');
  return (
    <ComingSoon title={t('searchCreators.title')}>
      {query && <Text fw={500}>{t('searchCreators.query', { query })}</Text>}
    </ComingSoon>
  );
}
