import { z } from 'zod';
import { ZMessageType } from './enums';

/**
 * SPEC §3 and §7 event log record: `category`, `action` and `payload`. POST /api/v1/event-log.
 * MESSAGE/RECEIVED is logged by a signed-in client for each message it received from someone else;
 * APP_UPSELL events come from the install banner, anonymous ones too (user id -1 when unknown).
 */

/** SPEC §7: the user id the client sends when it does not know the user. */
export const EVENT_LOG_UNKNOWN_USER_ID = -1;

const ZLogId = z.number({ error: 'validation.invalidType' }).int().positive().max(2_147_483_647);

/** SPEC §7 install banner events. */
export const APP_UPSELL_ACTIONS = [
  'BANNER_APPEARED',
  'BANNER_ACCEPTED',
  'BANNER_DISMISSED',
  'APP_INSTALL',
] as const;
export const ZAppUpsellAction = z.enum(APP_UPSELL_ACTIONS);
export type TAppUpsellAction = z.infer<typeof ZAppUpsellAction>;

/** A message the caller received (the server checks it against the stored message). */
export const ZMessageReceivedLog = z.object({
  category: z.literal('MESSAGE'),
  action: z.literal('RECEIVED'),
  payload: z.object({
    message_id: ZLogId,
    message_type: ZMessageType,
    from_user_id: ZLogId,
    to_user_id: ZLogId,
    arrangement_id: ZLogId,
  }),
});
export type TMessageReceivedLog = z.infer<typeof ZMessageReceivedLog>;

export const ZAppUpsellLog = z.object({
  category: z.literal('APP_UPSELL'),
  action: ZAppUpsellAction,
  payload: z.object({
    user_id: z.union([z.literal(EVENT_LOG_UNKNOWN_USER_ID), ZLogId], { error: 'eventLog.userId' }),
  }),
});
export type TAppUpsellLog = z.infer<typeof ZAppUpsellLog>;

export const ZEventLogCreate = z.discriminatedUnion('category', [ZMessageReceivedLog, ZAppUpsellLog], {
  error: 'eventLog.category',
});
export type TEventLogCreate = z.infer<typeof ZEventLogCreate>;
