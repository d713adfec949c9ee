import { z } from 'zod';
import { SHORTLIST_NAME_MAX_LENGTH, SHORTLIST_NOTE_MAX_LENGTH } from './constants';
import { ZCreatorCard } from './search';
import { zText } from './text';

/**
 * Issue 20, shortlists: an advertiser saves creators from a search card or a profile into named lists,
 * each creator with a note. Private to their owner. Messages of input schemas are catalogue keys of
 * the API's `shortlists` namespace.
 */

const ZId = z.number({ error: 'validation.invalidType' }).int().positive().max(2_147_483_647);
const ZIdParam = z.coerce.number().int().positive().max(2_147_483_647);

/** POST shortlists and PUT shortlists/{id}: the list's name. */
export const ZShortlistInput = z.object({
  name: zText({
    max: SHORTLIST_NAME_MAX_LENGTH,
    error: 'shortlists.nameRequired',
    tooLong: 'shortlists.nameTooLong',
  }).min(1, 'shortlists.nameRequired'),
});
export type TShortlistInput = z.infer<typeof ZShortlistInput>;

/**
 * POST shortlists/{id}/creators: saves a creator into the list, or (saved already) changes their note.
 * A missing note keeps the one there is; null clears it.
 */
export const ZShortlistCreatorInput = z.object({
  user_id: ZId,
  note: zText({ max: SHORTLIST_NOTE_MAX_LENGTH, multiline: true, tooLong: 'shortlists.noteTooLong' })
    .nullable()
    .optional(),
});
export type TShortlistCreatorInput = z.infer<typeof ZShortlistCreatorInput>;

/** DELETE shortlists/{id}/creators/{userId}. */
export const ZShortlistCreatorParams = z.object({ id: ZIdParam, userId: ZIdParam });
export type TShortlistCreatorParams = z.infer<typeof ZShortlistCreatorParams>;

/** A list as GET shortlists names it: `creator_ids` lets a search card show that a creator is saved. */
export const ZShortlistSummary = z.object({
  id: z.number().int(),
  name: z.string(),
  creator_count: z.number().int(),
  creator_ids: z.array(z.number().int()),
  created_at: z.string(),
  updated_at: z.string(),
});
export type TShortlistSummary = z.infer<typeof ZShortlistSummary>;
export const ZShortlistList = z.object({ data: z.array(ZShortlistSummary) });
export type TShortlistList = z.infer<typeof ZShortlistList>;

/** A saved creator: the search card (SPEC §2 search creators), the owner's note, when it was saved. */
export const ZShortlistEntry = z.object({
  creator: ZCreatorCard,
  note: z.string().nullable(),
  added_at: z.string(),
});
export type TShortlistEntry = z.infer<typeof ZShortlistEntry>;

/**
 * GET shortlists/{id}: the list with its creators, last saved first. A creator others may no longer
 * see (SPEC §4: deleted or unapproved) is left out while so.
 */
export const ZShortlist = ZShortlistSummary.omit({ creator_ids: true }).extend({
  creators: z.array(ZShortlistEntry),
});
export type TShortlist = z.infer<typeof ZShortlist>;
