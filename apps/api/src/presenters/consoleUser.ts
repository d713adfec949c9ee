import type {
  TAppeal,
  TConsoleOffer,
  TConsoleUserRef,
  TConsoleUserRow,
  TModerationFlag,
  TStaffNote,
} from '@spona/contracts';
import type { appeals, offers, staffNotes, users } from '../db/schema';
import { imageUrl } from '../domain/images/assetPaths';
import type { UserRefRow } from '../domain/console/userRefs';

type UserRow = typeof users.$inferSelect;
type OfferRow = typeof offers.$inferSelect;
export type AppealRow = typeof appeals.$inferSelect;
type StaffNoteRow = typeof staffNotes.$inferSelect;

/** Issue 17: a user as the console names them (staff see deleted users too, marked so). */
export function presentConsoleUserRef(user: UserRefRow): TConsoleUserRef {
  return {
    id: user.id,
    type: user.type,
    name: `${user.firstName} ${user.lastName}`.trim(),
    username: user.username,
    email: user.email,
    image: user.imageFile ? imageUrl(user.imageFile) : null,
    deleted: user.deletedAt !== null,
  };
}

/** Whether a featured mark holds now (a job clears it after `featured_until`, within a minute). */
const isFeaturedNow = (row: { featured: boolean; featuredUntil: Date | null }, now: Date) =>
  row.featured && (row.featuredUntil === null || row.featuredUntil > now);

/** Issue 17: a row of the console's user search. */
export function presentConsoleUserRow(user: UserRow, now = new Date()): TConsoleUserRow {
  return {
    ...presentConsoleUserRef(user),
    email_verified: user.emailVerifiedAt !== null,
    unapproved: user.unapproved,
    featured: isFeaturedNow(user, now),
    featured_until: user.featuredUntil?.toISOString() ?? null,
    created_at: user.createdAt.toISOString(),
  };
}

/** Issue 17: an offer as the console shows it (unapproved and deleted ones too). */
export function presentConsoleOffer(offer: OfferRow, now = new Date()): TConsoleOffer {
  return {
    id: offer.id,
    user_id: offer.userId,
    name: offer.name,
    type: offer.type,
    status: offer.status,
    price: offer.price,
    unapproved: offer.unapproved,
    unapproved_reason: offer.unapprovedReason,
    featured: isFeaturedNow(offer, now),
    featured_until: offer.featuredUntil?.toISOString() ?? null,
    deleted: offer.deletedAt !== null,
    created_at: offer.createdAt.toISOString(),
  };
}

/** Issue 17: an appeal as its owner and the console see it. */
export function presentAppeal(row: AppealRow): TAppeal {
  return {
    id: row.id,
    subject: row.subject,
    offer_id: row.offerId,
    message: row.message,
    status: row.status,
    decision_note: row.decisionNote,
    created_at: row.createdAt.toISOString(),
    decided_at: row.decidedAt?.toISOString() ?? null,
  };
}

/**
 * Issue 17: a user's or an offer's flag as its owner reads it (never in anyone else's answer): the
 * reason, since when, and the appeal of this flag if they made one.
 */
export function presentModerationFlag(
  flagged: { unapproved: boolean; unapprovedReason: string | null; unapprovedAt: Date | null },
  appeal: AppealRow | null | undefined,
): TModerationFlag {
  if (!flagged.unapproved) return { unapproved: false, reason: null, flagged_at: null, appeal: null };
  return {
    unapproved: true,
    reason: flagged.unapprovedReason,
    flagged_at: flagged.unapprovedAt?.toISOString() ?? null,
    appeal: appeal ? presentAppeal(appeal) : null,
  };
}

export function presentStaffNote(row: StaffNoteRow): TStaffNote {
  return { id: row.id, staff_name: row.staffName, body: row.body, created_at: row.createdAt.toISOString() };
}
