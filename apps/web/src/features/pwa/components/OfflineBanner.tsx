import { Button } from '@mantine/core';
import { IconWifiOff } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { isOffline, subscribeToNetworkStatus } from '../../../lib/networkStatus';
import { PwaBanner } from './PwaBanner';

/**
 * The offline state of the app shell: shown while the browser is offline or the API got no answer,
 * with a retry; once the connection is back, the data that failed to load loads again.
 */
export function OfflineBanner() {
  const { t } = useTranslation('pwa');
  const queryClient = useQueryClient();
  const isAppOffline = useSyncExternalStore(subscribeToNetworkStatus, isOffline, () => false);
  const wasOffline = useRef(isAppOffline);

  useEffect(() => {
    if (wasOffline.current && !isAppOffline) {
      void queryClient.refetchQueries({
        type: 'active',
        predicate: (query) => query.state.status === 'error',
      });
    }
    wasOffline.current = isAppOffline;
  }, [isAppOffline, queryClient]);

  if (!isAppOffline) return null;
  return (
    <PwaBanner
      label={t('offline.label')}
      testId="offline-banner"
      icon={<IconWifiOff size={24} stroke={1.75} />}
      isStatus
      actions={
        <Button
          size="sm"
          variant="default"
          onClick={() => void queryClient.refetchQueries({ type: 'active' })}
        >
          {t('offline.retry')}
        </Button>
      }
    >
      {t('offline.text')}
    </PwaBanner>
  );
}
