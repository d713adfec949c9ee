import { Button, Group, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LOCALES } from '@spona/contracts';
import { loadLocale } from '../lib/i18n';
import { useLanguage } from './hooks/useLanguage';

/** The visible HR / EN switch (SPEC §1); the pressed button is the current language. */
export function LanguageSwitcher({ size = 'xs' }: { size?: 'xs' | 'compact-sm' }) {
  const { t } = useTranslation();
  const { locale, switchLocale } = useLanguage();
  return (
    <Group gap={4} role="group" aria-label={t('language.label')} wrap="nowrap">
      {LOCALES.map((option) => {
        const isCurrent = option === locale;
        return (
          <Button
            key={option}
            size={size}
            px={8}
            variant={isCurrent ? 'filled' : 'default'}
            aria-pressed={isCurrent}
            lang={option}
            onClick={() => switchLocale(option)}
            // Fetch the other language's texts as soon as the user heads for its button.
            onPointerEnter={() => void loadLocale(option).catch(() => undefined)}
            onFocus={() => void loadLocale(option).catch(() => undefined)}
          >
            {option.toUpperCase()}
            {/* Each language named in itself, from the shown catalogue: the other one may not be loaded. */}
            <VisuallyHidden> – {t(`language.native.${option}`)}</VisuallyHidden>
          </Button>
        );
      })}
    </Group>
  );
}
