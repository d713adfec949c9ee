import { Stack, Switch } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { SETTINGS_PATHS, type TAuthUser, type TNotificationSettings } from '@spona/contracts';
import { messageOfError } from '../../../lib/formErrors';
import { useSnackbar } from '../../../ui/useSnackbar';
import { useUpdateUser } from '../hooks/useUpdateUser';
import { SettingsSection } from './SettingsSection';

const PREFERENCES = ['notify_email', 'notify_recommendations', 'notify_reminders'] as const;

/** SPEC §3: email notification, recommendation and reminder preferences, saved on each switch. */
export function NotificationsSection({ user }: { user: TAuthUser }) {
  const { t } = useTranslation('settings');
  const snackbar = useSnackbar();
  const update = useUpdateUser({ onSuccess: () => snackbar.show(t('notifications.saved')) });
  const pending = update.isPending ? (update.variables.body as TNotificationSettings) : {};

  const handleChange = (preference: (typeof PREFERENCES)[number], isOn: boolean) =>
    update.mutate(
      { method: 'PUT', path: SETTINGS_PATHS.notifications, body: { [preference]: isOn } },
      { onError: (error) => snackbar.show(messageOfError(error), { type: 'error' }) },
    );

  return (
    <SettingsSection title={t('notifications.title')}>
      <Stack gap="sm">
        {PREFERENCES.map((preference) => (
          <Switch
            key={preference}
            label={t(`notifications.${preference}`)}
            checked={pending[preference] ?? user[preference]}
            disabled={update.isPending}
            onChange={(event) => handleChange(preference, event.currentTarget.checked)}
          />
        ))}
      </Stack>
    </SettingsSection>
  );
}
