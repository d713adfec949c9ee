import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** Issue 17: the tab's title on a console page: the page's name, then the console's. */
export function useConsoleTitle(pageTitle: string): void {
  const { t } = useTranslation('console');
  const title = t('app.documentTitle', { page: pageTitle });
  useEffect(() => {
    document.title = title;
  }, [title]);
}
