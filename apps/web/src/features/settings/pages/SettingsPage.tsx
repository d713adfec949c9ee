import { useTranslation } from 'react-i18next';
import { ComingSoon } from '../../../ui/ComingSoon';

/** /user-settings (logged-in). */
export function SettingsPage() {
  const { t } = useTranslation('pages');
  return <ComingSoon title={t('settings.title')} />;
}
