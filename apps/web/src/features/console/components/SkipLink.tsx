import { useTranslation } from 'react-i18next';
import { SkipLink as PageSkipLink } from '../../../ui/SkipLink';

/** The id of the console's `<main>`, which the skip link jumps to. */
export const CONSOLE_MAIN_ID = 'console-main';

/** Issue 17 (keyboard-complete): the console's skip link to its `<main>`. */
export function SkipLink() {
  const { t } = useTranslation('console');
  return <PageSkipLink targetId={CONSOLE_MAIN_ID} label={t('app.skipToContent')} />;
}
