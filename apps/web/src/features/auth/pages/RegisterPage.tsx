import { Anchor, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { ComingSoon } from '../../../ui/ComingSoon';

/**
 * /register and /register/** (SPEC §2). /register/verify/{token} is the account confirmation link;
 * the Accounts issue fills both in.
 */
export function RegisterPage() {
  const { t } = useTranslation('auth');
  const { '*': rest = '' } = useParams();
  const isVerify = rest.startsWith('verify/');
  return (
    <ComingSoon title={isVerify ? t('register.verifyTitle') : t('register.title')}>
      <Text>{isVerify ? t('register.verifyText') : t('register.text')}</Text>
      <Anchor component={Link} to="/login">
        {t('resetPassword.backToLogin')}
      </Anchor>
    </ComingSoon>
  );
}
