import { useTranslation } from 'react-i18next';
import { ComingSoon } from '../../../ui/ComingSoon';

/** /messenger and /messenger/** (logged-in). */
export function MessengerPage() {
  const { t } = useTranslation('pages');
  return <ComingSoon title={t('messenger.title')} />;
}
