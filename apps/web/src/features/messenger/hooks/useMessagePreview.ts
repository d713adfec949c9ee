import type { TArrangement, TMessage } from '@spona/contracts';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../ui/hooks/useLanguage';
import { describeSystemLine } from '../lib/systemLine';

type Translate = (key: string, options?: Record<string, unknown>) => string;

/**
 * The text a message shows: its content, or for a SYSTEM message the change or event it records in
 * words (issue 16: with the participant's name from the arrangement and the terms it names).
 */
export function useMessageText(arrangement?: Pick<TArrangement, 'requester' | 'receiver'> | null) {
  const { t } = useTranslation('messenger');
  const { locale } = useLanguage();
  const nameOf = (userId: number | null) =>
    [arrangement?.requester, arrangement?.receiver].find((user) => user && user.id === userId)?.first_name;
  return (message: TMessage): string =>
    message.type === 'SYSTEM'
      ? describeSystemLine(message, { t: t as unknown as Translate, locale, nameOf })
      : message.content;
}

/** The last message as the list shows it, or null when there is none. */
export function useMessagePreview(
  message: TMessage | null,
  arrangement?: Pick<TArrangement, 'requester' | 'receiver'> | null,
): string | null {
  const { t } = useTranslation('messenger');
  const toText = useMessageText(arrangement);
  if (!message) return null;
  // Issue 16: a message of files only has no text to show.
  if (message.type !== 'SYSTEM' && !message.content && message.attachments.length > 0) {
    return t('attachments.preview', { count: message.attachments.length });
  }
  return toText(message);
}
