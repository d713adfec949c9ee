import {
  ARRANGEMENT_STATUSES,
  SYSTEM_EVENTS,
  type TArrangementStatus,
  type TLocale,
  type TMessage,
  type TSystemEvent,
} from '@spona/contracts';
import { describeTerms } from './termsDisplay';

type Translate = (key: string, options?: Record<string, unknown>) => string;

const isStatus = (value: string): value is TArrangementStatus =>
  (ARRANGEMENT_STATUSES as readonly string[]).includes(value);
const isEvent = (value: string): value is TSystemEvent =>
  (SYSTEM_EVENTS as readonly string[]).includes(value);

export interface SystemLineContext {
  t: Translate;
  locale: TLocale;
  /** The first name of a participant by user id, when known. */
  nameOf: (userId: number | null) => string | undefined;
}

/**
 * Issue 16: the words of a SYSTEM line of the thread: a status the arrangement moved to, or an event
 * of the collaboration with its facts (`data`): "Ana proposed 220 € and a deadline of 12 Dec",
 * "Luka submitted a delivery", "… asked for a revision: <note>". A line this version does not know
 * shows its content as it is.
 */
export function describeSystemLine(message: TMessage, { t, locale, nameOf }: SystemLineContext): string {
  const content = message.content;
  if (isStatus(content)) return t(`messenger:system.${content}`);
  const event = message.data?.event ?? (isEvent(content) ? content : undefined);
  if (!event) return content;
  const name = nameOf(message.sender) ?? t('messenger:systemEvents.someone');
  const terms = message.data?.terms;
  const note = message.data?.note?.trim();
  switch (event) {
    case 'PROPOSAL_MADE':
    case 'PROPOSAL_ACCEPTED':
      return terms
        ? t(`messenger:systemEvents.${event}`, { name, terms: describeTerms(terms, locale, t) })
        : t(`messenger:systemEvents.${event}_plain`, { name });
    case 'DELIVERY_REVISION':
      return note
        ? t('messenger:systemEvents.DELIVERY_REVISION', { name, note })
        : t('messenger:systemEvents.DELIVERY_REVISION_plain', { name });
    default:
      return t(`messenger:systemEvents.${event}`, { name });
  }
}
