import { describe, expect, it } from 'vitest';
import { ZConsoleOverview, type TConsoleOverview } from '@spona/contracts';
import { socialAccounts } from '../../db/schema';
import { mondayOf } from '../../domain/console/overview';
import { buildArrangement } from '../../testing/arrangements';
import { buildCreator } from '../../testing/factories';
import { buildStaff } from '../../testing/staff';
import { useTestServer } from '../../testing/useTestServer';

const t = useTestServer();

describe('the console overview (issue 17)', () => {
  it('counts the queues with their oldest item, the median time to verify and 12 weeks of figures', async () => {
    const staff = await buildStaff(t);
    const read = async () => {
      const res = await t.call<TConsoleOverview>('GET', 'console/overview', staff);
      expect(res.status).toBe(200);
      return ZConsoleOverview.parse(res.body);
    };
    const before = await read();
    const creator = await buildCreator(t);
    const requestedAt = new Date(Date.now() - 90 * 60_000);
    await t.database.db.insert(socialAccounts).values([
      {
        userId: creator.id,
        networkId: 1,
        username: `waiting_${creator.id}`,
        verification: 'IN_PROGRESS',
        verificationRequestedAt: requestedAt,
      },
    ]);
    await t.database.db.insert(socialAccounts).values({
      userId: creator.id,
      networkId: 2,
      username: `done_${creator.id}`,
      verification: 'VERIFIED',
      verificationRequestedAt: new Date(Date.now() - 60 * 60_000),
      verifiedAt: new Date(),
    });
    const { requester, arrangement } = await buildArrangement(t, 'IN_PROGRESS');
    await t.call('POST', `management/report/${arrangement.id}`, requester, { content: 'Help.' });
    await t.call('POST', 'bugs', creator, { problem: 'Broken.' });
    await t.call('POST', 'settings/account-type-request', creator, { reason: 'Agency now.' });

    const after = await read();
    const count = (o: TConsoleOverview, queue: string) => o.queues.find((q) => q.queue === queue)!;
    for (const queue of ['verifications', 'reports', 'bugs', 'type_requests']) {
      expect(count(after, queue).count).toBe(count(before, queue).count + 1);
      expect(count(after, queue).oldest_at).not.toBeNull();
    }
    expect(count(after, 'appeals').count).toBe(count(before, 'appeals').count);
    // The only account verified in this file's database: asked an hour ago, verified now.
    expect(before.median_verify_minutes).toBeNull();
    expect(after.median_verify_minutes).toBeCloseTo(60, 0);

    expect(after.weeks).toHaveLength(12);
    const thisWeek = after.weeks.at(-1)!;
    expect(thisWeek.week).toBe(mondayOf(new Date()).toISOString().slice(0, 10));
    expect(new Date(`${after.weeks[0]!.week}T00:00:00Z`).getUTCDay()).toBe(1);
    const lastBefore = before.weeks.at(-1)!;
    // This test made a creator, and buildArrangement a creator and an advertiser, this week.
    expect(thisWeek.signups.creators).toBe(lastBefore.signups.creators + 2);
    expect(thisWeek.signups.advertisers).toBe(lastBefore.signups.advertisers + 1);
    expect(thisWeek.arrangements.IN_PROGRESS).toBe(lastBefore.arrangements.IN_PROGRESS + 1);
  });

  it('finds the Monday of a week in UTC', () => {
    expect(mondayOf(new Date('2026-03-01T23:30:00Z')).toISOString()).toBe('2026-02-23T00:00:00.000Z');
    expect(mondayOf(new Date('2026-03-02T00:00:00Z')).toISOString()).toBe('2026-03-02T00:00:00.000Z');
  });
});
