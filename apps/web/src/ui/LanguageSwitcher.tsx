import { Button, Group, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LOCALES } from '@spona/contracts';
import { useLanguage } from './useLanguage';

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
          >
            {option.toUpperCase()}
            <VisuallyHidden> – {t(`language.${option}`, { lng: option })}</VisuallyHidden>
          </Button>
        );
      })}
    </Group>
  );
}
