import { SegmentedControl } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LOCALES, type TAuthUser, type TLocale } from '@spona/contracts';
import { messageOfError } from '../../../lib/formErrors';
import { isLocaleLoaded, loadLocale } from '../../../lib/i18n';
import { isLocale } from '../../../lib/language';
import { useLanguage } from '../../../ui/hooks/useLanguage';
import { useSnackbar } from '../../../ui/hooks/useSnackbar';
import { savePreferredLanguage } from '../../auth/api/authApi';
import { useUpdateUser } from '../hooks/useUpdateUser';
import { SettingsSection } from './SettingsSection';

/** The interface language, saved as preferred_language and applied at once (SPEC §1, §4). */
export function LanguageSection({ user }: { user: TAuthUser }) {
  const { t } = useTranslation('settings');
  const { switchLocale } = useLanguage();
  const snackbar = useSnackbar();
  const update = useUpdateUser(savePreferredLanguage, {
    onSuccess: (saved) => {
      const locale = saved.preferred_language;
      switchLocale(locale);
      // Said in the saved language, whose texts may still be downloading (lib/i18n.ts).
      void loadLocale(locale)
        .catch(() => undefined)
        .then(() => snackbar.show(t('language.saved', isLocaleLoaded(locale) ? { lng: locale } : {})));
    },
  });

  const handleChange = (value: string) => {
    if (!isLocale(value)) return;
    update.mutate(value, {
      onError: (error) => snackbar.show(messageOfError(error), { type: 'error' }),
    });
  };

  const value: TLocale = update.variables ?? user.preferred_language;

  return (
    <SettingsSection title={t('language.title')}>
      <SegmentedControl
        aria-label={t('language.title')}
        value={update.isPending ? value : user.preferred_language}
        onChange={handleChange}
        disabled={update.isPending}
        data={LOCALES.map((locale) => ({ value: locale, label: t(`language.${locale}`) }))}
      />
    </SettingsSection>
  );
}
