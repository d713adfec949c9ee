import { Anchor, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ComingSoon } from '../../../ui/ComingSoon';

/** /reset-password and /reset-password/** (logged-out only): forgotten password and reset (SPEC §2). */
export function ResetPasswordPage() {
  const { t } = useTranslation('auth');
  return (
    <ComingSoon title={t('resetPassword.title')}>
      <Text>{t('resetPassword.text')}</Text>
      <Anchor component={Link} to="/login">
        {t('resetPassword.backToLogin')}
      </Anchor>
    </ComingSoon>
  );
}
