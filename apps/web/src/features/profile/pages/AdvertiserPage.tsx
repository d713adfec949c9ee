import { useTranslation } from 'react-i18next';
import { ComingSoon } from '../../../ui/ComingSoon';

/** /advertiser/{id} (logged-in): an advertiser's public profile. */
export function AdvertiserPage() {
  const { t } = useTranslation('pages');
  return <ComingSoon title={t('advertiser.title')} />;
}
