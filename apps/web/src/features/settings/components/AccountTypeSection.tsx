import { Anchor, Text } from '@mantine/core';
import { Trans, useTranslation } from 'react-i18next';
import type { TAuthUser } from '@spona/contracts';
import { getRuntimeConfig } from '../../../lib/runtimeConfig';
import { SettingsSection } from './SettingsSection';

/** SPEC §1 and §6: the account type cannot be switched here; support does it on request. */
export function AccountTypeSection({ user }: { user: TAuthUser }) {
  const { t } = useTranslation('settings');
  const { supportEmail } = getRuntimeConfig();
  const subject = t('accountType.mailSubject');
  return (
    <SettingsSection title={t('accountType.title')}>
      <Text>
        {t('accountType.current', {
          type: user.type === 'ADVERTISER' ? t('accountType.advertiser') : t('accountType.influencer'),
        })}
      </Text>
      <Text>
        <Trans
          t={t}
          i18nKey="accountType.text"
          values={{ email: supportEmail }}
          components={{
            mail: <Anchor href={`mailto:${supportEmail}?subject=${encodeURIComponent(subject)}`} />,
          }}
        />
      </Text>
    </SettingsSection>
  );
}
