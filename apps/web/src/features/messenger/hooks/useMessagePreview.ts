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
  const toText = useMessageText(arrangement);
  return message ? toText(message) : null;
}
