import type { TPushSubscription } from '@spona/contracts';
import type { PushSubscriptionRow } from '../domain/push/subscriptions';

/** A stored push subscription as its owner sees it: the keys never leave the server. */
export function presentPushSubscription(row: PushSubscriptionRow): TPushSubscription {
  return {
    id: row.id,
    endpoint: row.endpoint,
    user_agent: row.userAgent,
    created_at: row.createdAt.toISOString(),
  };
}
