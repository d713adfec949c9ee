import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { TConsoleVerification, TSocialAccount } from '@spona/contracts';
import { notifications, staffAudit } from '../../db/schema';
import { profileUrlOf } from '../../domain/console/verifications';
import { buildCreator, type Actor } from '../../testing/factories';
import { buildStaff, type TestStaff } from '../../testing/staff';
import { useTestServer } from '../../testing/useTestServer';

const t = useTestServer();

/** A creator's account on Instagram, verification asked for through the API. */
async function buildAccountInProgress(creator: Actor) {
  const added = await t.call<TSocialAccount>('POST', 'influencers/social', creator, {
    network: 'instagram',
    username: `ana.${creator.id}`,
    followers: 5000,
  });
  expect(added.status).toBe(201);
  const asked = await t.call<TSocialAccount>(
    'GET',
    `influencers/social/${added.body.id}/verify/code`,
    creator,
  );
  expect(asked.body.verification).toBe('IN_PROGRESS');
  return asked.body;
}

const auditRows = (objectId: number) =>
  t.database.db
    .select()
    .from(staffAudit)
    .where(and(eq(staffAudit.objectType, 'social_account'), eq(staffAudit.objectId, String(objectId))));

const noticesOf = (userId: number, kind: 'SOCIAL_ACCOUNT_VERIFIED' | 'SOCIAL_ACCOUNT_REJECTED') =>
  t.database.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.kind, kind)));

describe('the verification queue (issue 17)', () => {
  let staff: TestStaff;
  const staffToken = () => ({ token: staff.token });

  it('lists accounts in progress oldest first, with the code and a link to the account', async () => {
    staff = await buildStaff(t);
    const first = await buildAccountInProgress(await buildCreator(t));
    const second = await buildAccountInProgress(await buildCreator(t));
    const res = await t.call<{ data: TConsoleVerification[]; total: number }>(
      'GET',
      'console/verifications?limit=100',
      staffToken(),
    );
    expect(res.status).toBe(200);
    const ids = res.body.data.map((v) => v.id);
    expect(ids.indexOf(first.id)).toBeLessThan(ids.indexOf(second.id));
    const row = res.body.data.find((v) => v.id === first.id)!;
    expect(row).toMatchObject({
      state: 'IN_PROGRESS',
      verification_code: first.verification_code,
      network: { name: 'Instagram' },
      profile_url: `https://www.instagram.com/${first.username}/`,
    });
    expect(row.requested_at).not.toBeNull();
    expect(res.body.total).toBeGreaterThanOrEqual(2);
  });

  it('approves: the owner sees VERIFIED and is notified, the audit has it, a second approval is 409', async () => {
    const creator = await buildCreator(t);
    const account = await buildAccountInProgress(creator);
    const res = await t.call<TConsoleVerification>(
      'POST',
      `console/verifications/${account.id}/approve`,
      staffToken(),
      {},
    );
    expect(res.status).toBe(200);
    expect(res.body.state).toBe('VERIFIED');
    const mine = await t.call<TSocialAccount[]>('GET', 'influencers/social', creator);
    expect(mine.body.find((a) => a.id === account.id)?.verification).toBe('VERIFIED');
    expect(await noticesOf(creator.id, 'SOCIAL_ACCOUNT_VERIFIED')).toHaveLength(1);
    const [audit] = await auditRows(account.id);
    expect(audit).toMatchObject({ action: 'verification.approve', staffId: staff.id });
    const again = await t.call<{ message: string }>(
      'POST',
      `console/verifications/${account.id}/approve`,
      staffToken(),
      {},
    );
    expect(again.status).toBe(409);
    expect(again.body.message).toMatch(/not waiting for verification/);
  });

  it('rejects with a reason the owner reads, keeping the code; asking again clears the reason', async () => {
    const creator = await buildCreator(t);
    const account = await buildAccountInProgress(creator);
    const res = await t.call<TConsoleVerification>(
      'POST',
      `console/verifications/${account.id}/reject`,
      staffToken(),
      { reason: 'The code is not in the bio.' },
    );
    expect(res.status).toBe(200);
    expect(res.body.state).toBe('UNVERIFIED');
    const mine = await t.call<TSocialAccount[]>('GET', 'influencers/social', creator);
    expect(mine.body.find((a) => a.id === account.id)).toMatchObject({
      verification: 'UNVERIFIED',
      verification_code: account.verification_code,
      rejected_reason: 'The code is not in the bio.',
    });
    const [notice] = await noticesOf(creator.id, 'SOCIAL_ACCOUNT_REJECTED');
    expect(notice?.data).toMatchObject({ reason: 'The code is not in the bio.', network: 'Instagram' });
    expect((await auditRows(account.id)).map((a) => a.action)).toEqual(['verification.reject']);
    const askedAgain = await t.call<TSocialAccount>(
      'GET',
      `influencers/social/${account.id}/verify/code`,
      creator,
    );
    expect(askedAgain.body).toMatchObject({
      verification: 'IN_PROGRESS',
      verification_code: account.verification_code,
      rejected_reason: null,
    });
  });

  it('answers 400 without a reason, 404 for an unknown account, 409 for one not in progress', async () => {
    const creator = await buildCreator(t);
    const account = await buildAccountInProgress(creator);
    const bare = await t.call('POST', `console/verifications/${account.id}/reject`, staffToken(), {});
    expect(bare.status).toBe(400);
    const blank = await t.call('POST', `console/verifications/${account.id}/reject`, staffToken(), {
      reason: '   ',
    });
    expect(blank.status).toBe(400);
    expect((await t.call('POST', 'console/verifications/99999999/approve', staffToken(), {})).status).toBe(
      404,
    );
    await t.call('POST', `console/verifications/${account.id}/approve`, staffToken(), {});
    const late = await t.call('POST', `console/verifications/${account.id}/reject`, staffToken(), {
      reason: 'Too late.',
    });
    expect(late.status).toBe(409);
    expect(await auditRows(account.id)).toHaveLength(1);
  });

  it('refuses user tokens', async () => {
    const creator = await buildCreator(t);
    expect((await t.call('GET', 'console/verifications', creator)).status).toBe(403);
  });
});

describe('profileUrlOf', () => {
  it('builds the page of known networks and nothing for others', () => {
    expect(profileUrlOf('tiktok', '@ana.h')).toBe('https://www.tiktok.com/@ana.h');
    expect(profileUrlOf('youtube', 'ana')).toBe('https://www.youtube.com/@ana');
    expect(profileUrlOf('x', 'ana_h')).toBe('https://x.com/ana_h');
    expect(profileUrlOf('blog', 'ana')).toBeNull();
    expect(profileUrlOf('instagram', 'ana/../x')).toBeNull();
  });
});
