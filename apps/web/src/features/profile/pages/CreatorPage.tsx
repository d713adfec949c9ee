import { useTranslation } from 'react-i18next';
import { ComingSoon } from '../../../ui/ComingSoon';

/** /creator/{id} (logged-in): a creator's public profile. */
export function CreatorPage() {
  const { t } = useTranslation('pages');
  return <ComingSoon title={t('creator.title')} />;
}
