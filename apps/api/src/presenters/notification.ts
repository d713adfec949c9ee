import type { TOptions } from 'i18next';
import {
  ZNotificationData,
  ZNotificationKind,
  type TNotification,
  type TNotificationData,
  type TNotificationKind,
} from '@spona/contracts';
import type { NotificationRow } from '../domain/notifications/findNotifications';

type Translate = (key: string, options?: TOptions) => string;

/**
 * A notification as the dashboard shows it: its stored facts, and a title and text in the request's
 * language from the `notifications.<KIND>` keys of the api catalogue. A row of a kind this version does
 * not know is left out (undefined).
 */
export function presentNotification(row: NotificationRow, t: Translate): TNotification | undefined {
  const kind = ZNotificationKind.safeParse(row.kind);
  if (!kind.success) return undefined;
  const parsed = ZNotificationData.safeParse(row.data ?? {});
  const data = parsed.success ? parsed.data : {};
  return {
    id: row.id,
    kind: kind.data,
    data,
    read: row.readAt !== null,
    read_at: row.readAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
    ...notificationTexts(kind.data, data, t),
  };
}

/**
 * The title and text of a notification from the `notifications.<KIND>` keys of the api catalogue: on
 * the dashboard, and (issue 16) in the mail and the push of the same event.
 */
export function notificationTexts(
  kind: TNotificationKind,
  data: TNotificationData,
  t: Translate,
): { title: string; text: string } {
  const vars = {
    ...data,
    actor_name: data.actor_name || t('notifications.someone'),
    offer_name: data.offer_name || t('notifications.anOffer'),
    account_type_name: data.account_type ? t(`notifications.accountTypes.${data.account_type}`) : '',
  };
  // A reason that staff may leave out (a report resolved without a note) picks the text without it
  // (`text_withoutReason`), never a text that would show its placeholder.
  const context = data.reason ? undefined : 'withoutReason';
  return {
    title: t(`notifications.${kind}.title`, vars),
    text: t(`notifications.${kind}.text`, { ...vars, context }),
  };
}
