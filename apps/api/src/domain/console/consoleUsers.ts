import { count, desc, eq, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type {
  TConsoleArrangementRef,
  TConsoleUserDetail,
  TConsoleUserRow,
  TStaffNote,
  ZConsoleUserFilter,
} from '@spona/contracts';
import type { Db } from '../../db/client';
import {
  accountTypeRequests,
  arrangements,
  networks,
  offers,
  socialAccounts,
  staffNotes,
  users,
} from '../../db/schema';
import {
  presentAppeal,
  presentConsoleOffer,
  presentConsoleUserRow,
  presentStaffNote,
} from '../../presenters/consoleUser';
import {
  presentConsoleArrangementRef,
  presentReport,
  presentTypeRequest,
} from '../../presenters/consoleQueues';
import { NotFound } from '../errors';
import type { Queryable } from '../accounts/tokens';
import { findAppealsOf } from './appeals';
import { unsafeFindReportsOfUser } from './problemReports';
import { recordAudit, type AuditActor } from './audit';

/** Issue 17: how many of a user's arrangements (newest first) the console's user page lists. */
const USER_PAGE_ARRANGEMENTS = 100;

/** LIKE pattern of a literal text. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * GET console/users?text=: every user (deleted and unapproved ones too) whose name, company, username or
 * email contains the text, case and accents ignored; newest first.
 */
export async function findConsoleUsers(
  db: Db,
  filter: z.infer<typeof ZConsoleUserFilter>,
): Promise<{ data: TConsoleUserRow[]; total: number }> {
  const text = filter.text?.trim();
  const pattern = text ? sql`spona_unaccent(lower(${likePattern(text)}))` : undefined;
  const where = pattern
    ? sql`spona_unaccent(lower(${users.firstName} || ' ' || ${users.lastName} || ' ' || coalesce(${users.company}, '') || ' ' || ${users.username} || ' ' || ${users.email})) like ${pattern}`
    : undefined;
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(users)
      .where(where)
      .orderBy(desc(users.createdAt), desc(users.id))
      .offset(filter.skip)
      .limit(filter.limit),
    db.select({ total: count() }).from(users).where(where),
  ]);
  const now = new Date();
  return { data: rows.map((row) => presentConsoleUserRow(row, now)), total: counted?.total ?? 0 };
}

const requester = alias(users, 'requester');
const receiver = alias(users, 'receiver');

/** Arrangements (with their offer and both parties) as the console names them; no access check. */
async function findArrangementRefs(
  db: Queryable,
  where: SQL | undefined,
  limit: number,
): Promise<TConsoleArrangementRef[]> {
  const rows = await db
    .select({ arrangement: arrangements, offer: { id: offers.id, name: offers.name }, requester, receiver })
    .from(arrangements)
    .innerJoin(offers, eq(offers.id, arrangements.offerId))
    .innerJoin(requester, eq(requester.id, arrangements.requesterId))
    .innerJoin(receiver, eq(receiver.id, arrangements.receiverId))
    .where(where)
    .orderBy(desc(arrangements.createdAt), desc(arrangements.id))
    .limit(limit);
  return rows.map(presentConsoleArrangementRef);
}

/**
 * GET console/users/{id}: one user whole (profile, social accounts, offers, arrangements, reports,
 * appeals, type requests, staff notes). The read is audited ('user.read') with the answer.
 */
export async function findConsoleUserDetail(
  db: Db,
  actor: AuditActor,
  userId: number,
): Promise<TConsoleUserDetail> {
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  if (!user) throw new NotFound();
  const [social, ownOffers, userArrangements, reports, userAppeals, typeRequests, notes] = await Promise.all([
    db
      .select({ account: socialAccounts, network: networks.name })
      .from(socialAccounts)
      .innerJoin(networks, eq(networks.id, socialAccounts.networkId))
      .where(eq(socialAccounts.userId, userId))
      .orderBy(socialAccounts.id),
    db
      .select()
      .from(offers)
      .where(eq(offers.userId, userId))
      .orderBy(desc(offers.createdAt), desc(offers.id)),
    findArrangementRefs(
      db,
      or(eq(arrangements.requesterId, userId), eq(arrangements.receiverId, userId)),
      USER_PAGE_ARRANGEMENTS,
    ),
    unsafeFindReportsOfUser(db, userId),
    findAppealsOf(db, [userId]),
    db
      .select()
      .from(accountTypeRequests)
      .where(eq(accountTypeRequests.userId, userId))
      .orderBy(desc(accountTypeRequests.createdAt), desc(accountTypeRequests.id)),
    db
      .select()
      .from(staffNotes)
      .where(eq(staffNotes.userId, userId))
      .orderBy(desc(staffNotes.createdAt), desc(staffNotes.id)),
  ]);
  await recordAudit(db, actor, { action: 'user.read', objectType: 'user', objectId: userId });
  return {
    user: {
      ...presentConsoleUserRow(user),
      company: user.company,
      website: user.website,
      city: user.city,
      description: user.description,
      unapproved_reason: user.unapprovedReason,
      unapproved_at: user.unapprovedAt?.toISOString() ?? null,
      preferred_language: user.preferredLanguage,
      rating_average: user.ratingAverage,
      rating_count: user.ratingCount,
      followers: user.followersCount,
    },
    social_accounts: social.map(({ account, network }) => ({
      id: account.id,
      network,
      username: account.username,
      followers: account.followers,
      verification: account.verification,
    })),
    offers: ownOffers.map((offer) => presentConsoleOffer(offer)),
    arrangements: userArrangements,
    reports: reports.map(presentReport),
    appeals: userAppeals.map(presentAppeal),
    type_requests: typeRequests.map(presentTypeRequest),
    notes: notes.map(presentStaffNote),
  };
}

/** POST console/users/{id}/notes: a note staff keep on the user (audited with its text). */
export async function addStaffNote(
  db: Db,
  actor: AuditActor,
  userId: number,
  body: string,
): Promise<TStaffNote> {
  return db.transaction(async (tx) => {
    const [user] = await tx.select({ id: users.id }).from(users).where(eq(users.id, userId));
    if (!user) throw new NotFound();
    const [row] = await tx
      .insert(staffNotes)
      .values({ userId, staffId: actor.staff.id, staffName: actor.staff.name, body })
      .returning();
    await recordAudit(tx, actor, {
      action: 'user.note',
      objectType: 'user',
      objectId: userId,
      after: { note_id: row!.id, body },
    });
    return presentStaffNote(row!);
  });
}
