import { ARRANGEMENT_STATUSES, type TArrangementStatus, type TMessage } from '@spona/contracts';
import { useTranslation } from 'react-i18next';

const isStatus = (value: string): value is TArrangementStatus =>
  (ARRANGEMENT_STATUSES as readonly string[]).includes(value);

/** The text a message shows: its content, or for a SYSTEM message the translated change it records. */
export function useMessageText() {
  const { t } = useTranslation('messenger');
  return (message: TMessage): string =>
    message.type === 'SYSTEM' && isStatus(message.content) ? t(`system.${message.content}`) : message.content;
}

/** The last message as the list shows it, or null when there is none. */
export function useMessagePreview(message: TMessage | null): string | null {
  const { t } = useTranslation('messenger');
  const toText = useMessageText();
  if (!message) return null;
  // Issue 16: a message of files only has no text to show.
  if (message.type !== 'SYSTEM' && !message.content && message.attachments.length > 0) {
    return t('attachments.preview', { count: message.attachments.length });
  }
  return toText(message);
}
