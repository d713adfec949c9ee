import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { LOCALES, NOTIFICATION_KINDS } from '@spona/contracts';
import type { Db } from '../../db/client';
import { notifications, users } from '../../db/schema';
import { translate } from '../../i18n';
import { buildUser } from '../../testing/factories';
import { useTestServer } from '../../testing/useTestServer';
import { notificationKindOfStatus, notifyInTransaction } from './notify';

const t = useTestServer();

describe('notifyInTransaction', () => {
  it('commits the change even when its notification cannot be written', async () => {
    const user = await buildUser(t, 'INFLUENCER');
    const errors: object[] = [];
    await t.database.db.transaction(async (tx) => {
      await tx.update(users).set({ city: 'Split' }).where(eq(users.id, user.id));
      await notifyInTransaction(
        tx as unknown as Db,
        // A user that does not exist: the foreign key refuses the row inside the savepoint.
        async () => [{ userId: 2_000_000_000, kind: 'ARRANGEMENT_NEW', data: {} }],
        { error: (details) => errors.push(details) },
      );
      await tx.update(users).set({ company: 'Still here' }).where(eq(users.id, user.id));
    });
    const [row] = await t.database.db.select().from(users).where(eq(users.id, user.id));
    expect(row).toMatchObject({ city: 'Split', company: 'Still here' });
    expect(errors).toHaveLength(1);
  });

  it('writes the notification with the change', async () => {
    const user = await buildUser(t, 'ADVERTISER');
    await t.database.db.transaction(async (tx) => {
      await notifyInTransaction(tx as unknown as Db, async () => [
        { userId: user.id, kind: 'OFFER_EXPIRED', data: { offer_id: 1, offer_name: 'Ljeto' } },
      ]);
    });
    const rows = await t.database.db.select().from(notifications).where(eq(notifications.userId, user.id));
    expect(rows).toMatchObject([{ kind: 'OFFER_EXPIRED', data: { offer_name: 'Ljeto' }, readAt: null }]);
  });
});

describe('notification kinds', () => {
  it('has a title and a text for every kind in both languages', () => {
    for (const locale of LOCALES) {
      for (const kind of NOTIFICATION_KINDS) {
        for (const part of ['title', 'text']) {
          const key = `notifications.${kind}.${part}`;
          expect(translate(locale, key), `${locale} ${key}`).not.toBe(key);
        }
      }
    }
  });

  it('tells the other participant of every status an arrangement can move to', () => {
    expect(notificationKindOfStatus('IN_PROGRESS')).toBe('ARRANGEMENT_ACCEPTED');
    expect(notificationKindOfStatus('DECLINED')).toBe('ARRANGEMENT_DECLINED');
    expect(notificationKindOfStatus('CANCELED')).toBe('ARRANGEMENT_CANCELED');
    expect(notificationKindOfStatus('COMPLETED')).toBe('ARRANGEMENT_COMPLETED');
    expect(notificationKindOfStatus('ABORTED')).toBe('ARRANGEMENT_ABORTED');
    expect(notificationKindOfStatus('REQUESTED')).toBeUndefined();
  });
});
