import { Divider, Stack, Switch, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TAuthUser, TNotificationSettings } from '@spona/contracts';
import { messageOfError } from '../../../lib/formErrors';
import { useSnackbar } from '../../../ui/hooks/useSnackbar';
import { saveNotifications } from '../api/settingsApi';
import { useUpdateUser } from '../hooks/useUpdateUser';
import { PushDeviceSwitch } from './PushDeviceSwitch';
import { SettingsSection } from './SettingsSection';

const EMAIL_PREFERENCES = ['notify_email', 'notify_recommendations', 'notify_reminders'] as const;
type Preference = (typeof EMAIL_PREFERENCES)[number] | 'notify_push';

/**
 * SPEC §3: email notification, recommendation and reminder preferences, saved on each switch; and
 * web push (issue 7): the account's push preference and push on this device.
 */
export function NotificationsSection({ user }: { user: TAuthUser }) {
  const { t } = useTranslation('settings');
  const snackbar = useSnackbar();
  const update = useUpdateUser(saveNotifications);
  const pending: TNotificationSettings = update.isPending ? update.variables : {};

  const handleChange = (preference: Preference, isOn: boolean) =>
    update.mutate(
      { [preference]: isOn },
      {
        onSuccess: () =>
          snackbar.show(t(preference === 'notify_push' ? 'notifications.push.saved' : 'notifications.saved')),
        onError: (error) => snackbar.show(messageOfError(error), { type: 'error' }),
      },
    );

  const preferenceSwitch = (preference: Preference) => (
    <Switch
      key={preference}
      label={t(`notifications.${preference}`)}
      checked={pending[preference] ?? user[preference]}
      disabled={update.isPending}
      onChange={(event) => handleChange(preference, event.currentTarget.checked)}
    />
  );

  return (
    <SettingsSection title={t('notifications.title')}>
      <Stack gap="sm">{EMAIL_PREFERENCES.map(preferenceSwitch)}</Stack>
      <Divider />
      <Title order={3} size="h5">
        {t('notifications.push.title')}
      </Title>
      <Stack gap="sm">
        {preferenceSwitch('notify_push')}
        <PushDeviceSwitch />
      </Stack>
    </SettingsSection>
  );
}
