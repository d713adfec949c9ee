import { useTranslation } from 'react-i18next';
import { ComingSoon } from '../../../ui/ComingSoon';

/** /dashboard (logged-in): profile completion, arrangements, views and ratings arrive with the Dashboard issue. */
export function DashboardPage() {
  const { t } = useTranslation('pages');
  return <ComingSoon title={t('dashboard.title')} />;
}
