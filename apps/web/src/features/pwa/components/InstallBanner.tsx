import { Button } from '@mantine/core';
import { IconDeviceMobileDown } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useInstallBanner } from '../hooks/useInstallBanner';
import { PwaBanner } from './PwaBanner';

/** SPEC §4: the install banner, on small screens while the browser offers to install the app. */
export function InstallBanner() {
  const { t } = useTranslation('pwa');
  const banner = useInstallBanner();
  if (!banner.isShown) return null;
  return (
    <PwaBanner
      label={t('install.label')}
      testId="install-banner"
      icon={<IconDeviceMobileDown size={24} stroke={1.75} />}
      actions={
        <Button size="sm" onClick={banner.accept}>
          {t('install.accept')}
        </Button>
      }
      onClose={banner.dismiss}
      closeLabel={t('install.close')}
    >
      {t('install.text')}
    </PwaBanner>
  );
}
