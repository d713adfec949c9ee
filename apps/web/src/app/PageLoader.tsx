import { Center, Loader, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Shown while a page's code loads. */
export function PageLoader() {
  const { t } = useTranslation();
  return (
    <Center role="status" py="xl">
      <Loader aria-hidden />
      <VisuallyHidden>{t('loading')}</VisuallyHidden>
    </Center>
  );
}
