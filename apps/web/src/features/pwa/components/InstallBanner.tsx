import { Button } from '@mantine/core';
import { useMounted } from '@mantine/hooks';
import { IconDeviceMobileDown } from '@tabler/icons-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useInstallBanner } from '../hooks/useInstallBanner';
import { endEarlyInstallOffer } from '../lib/earlyInstallOffer';
import { PwaBanner } from './PwaBanner';
import classes from './InstallBanner.module.css';

/**
 * SPEC §4: the install banner, on small screens while the browser offers to install the app. Always
 * rendered, hidden unless shown: a prerendered page shows it before it hydrates (issue 19,
 * features/pwa/lib/earlyInstallOffer.ts).
 */
export function InstallBanner() {
  const { t } = useTranslation('pwa');
  const banner = useInstallBanner();
  const isHydrated = useMounted();
  useEffect(() => {
    if (isHydrated) endEarlyInstallOffer();
  }, [isHydrated]);
  return (
    <div className={classes.banner} hidden={!banner.isShown}>
      <PwaBanner
        label={t('install.label')}
        testId={banner.isShown ? 'install-banner' : undefined}
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
    </div>
  );
}
