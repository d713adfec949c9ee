import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ComingSoon } from '../../../ui/ComingSoon';

/** /user-profile and /user-profile/{openDialog} (logged-in). /user-profile/offers opens the add-offer dialog. */
export function UserProfilePage() {
  const { t } = useTranslation('pages');
  const { openDialog } = useParams();
  return (
    <ComingSoon title={t('profile.title')}>
      {openDialog === 'offers' && <Text>{t('profile.addOffer')}</Text>}
    </ComingSoon>
  );
}
