import { Stack, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageLoader } from '../../../app/PageLoader';
import { useCurrentUser } from '../../auth/currentUser';
import { AccountTypeSection } from '../components/AccountTypeSection';
import { DeleteAccountSection } from '../components/DeleteAccountSection';
import { EmailSection } from '../components/EmailSection';
import { LanguageSection } from '../components/LanguageSection';
import { NotificationsSection } from '../components/NotificationsSection';
import { PasswordChangeForm } from '../components/PasswordChangeForm';
import { PasswordGate } from '../components/PasswordGate';
import { SettingsSection } from '../components/SettingsSection';
import { UsernameForm } from '../components/UsernameForm';

/**
 * /user-settings (logged-in, SPEC §2): opened by entering the password again; language, login data,
 * email notifications, email and verification, account-type change and account deletion.
 */
export function SettingsPage() {
  const { t } = useTranslation('settings');
  // Kept in memory only: leaving the page or reloading asks for the password again.
  const [isUnlocked, setUnlocked] = useState(false);
  const user = useCurrentUser();

  if (!isUnlocked) return <PasswordGate onUnlocked={() => setUnlocked(true)} />;
  if (!user) return <PageLoader />;
  return (
    <Stack gap="lg" maw={720} mx="auto">
      <Title order={1}>{t('title')}</Title>
      <LanguageSection user={user} />
      <SettingsSection title={t('loginData.title')}>
        <UsernameForm user={user} />
        <PasswordChangeForm />
      </SettingsSection>
      <NotificationsSection user={user} />
      <EmailSection user={user} />
      <AccountTypeSection user={user} />
      <DeleteAccountSection />
    </Stack>
  );
}
