import { Button } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useUpdateBanner } from '../hooks/useUpdateBanner';
import { PwaBanner } from './PwaBanner';

/** SPEC §4, §8: 'A new version is available, load it?'; accepting reloads into the new version. */
export function UpdateBanner() {
  const { t } = useTranslation('pwa');
  const banner = useUpdateBanner();
  if (!banner.isShown) return null;
  return (
    <PwaBanner
      label={t('update.label')}
      testId="update-banner"
      icon={<IconRefresh size={24} stroke={1.75} />}
      isStatus
      actions={
        <Button size="sm" onClick={banner.accept} loading={banner.isLoading}>
          {t('update.accept')}
        </Button>
      }
      onClose={banner.dismiss}
      closeLabel={t('update.close')}
    >
      {t('update.text')}
    </PwaBanner>
  );
}
