import { Switch } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { messageOfError } from '../../../lib/formErrors';
import { PushError } from '../../../lib/webPush';
import { useSnackbar } from '../../../ui/hooks/useSnackbar';
import { usePushDevice } from '../hooks/usePushDevice';

/**
 * "Push notifications on this device" (issue 7): subscribes this browser through the service worker
 * and stores the subscription, or ends it. SPEC §8's service-worker messages show here: under the
 * switch when this browser cannot do push, as snackbars when turning it off fails.
 */
export function PushDeviceSwitch() {
  const { t } = useTranslation('settings');
  const snackbar = useSnackbar();
  const { status, isPending, turnOn, turnOff } = usePushDevice();
  const isOn = status === 'on';

  const messageOf = (error: unknown) =>
    error instanceof PushError ? t(`notifications.push.${error.failure}`) : messageOfError(error);

  const handleChange = async (shouldBeOn: boolean) => {
    try {
      await (shouldBeOn ? turnOn() : turnOff());
      snackbar.show(t(shouldBeOn ? 'notifications.push.turnedOn' : 'notifications.push.turnedOff'));
    } catch (error) {
      const isWarning = error instanceof PushError && error.failure === 'notSubscribed';
      snackbar.show(messageOf(error), { type: isWarning ? 'warning' : 'error' });
    }
  };

  const error =
    status === 'unsupported'
      ? t('notifications.push.serviceWorkerUnavailable')
      : status === 'blocked'
        ? t('notifications.push.permissionDenied')
        : undefined;

  return (
    <Switch
      label={t('notifications.push.device')}
      description={error ? undefined : t('notifications.push.deviceHint')}
      error={error}
      checked={isOn}
      disabled={status === 'checking' || status === 'unsupported' || isPending}
      aria-busy={status === 'checking' || isPending}
      onChange={(event) => void handleChange(event.currentTarget.checked)}
    />
  );
}
