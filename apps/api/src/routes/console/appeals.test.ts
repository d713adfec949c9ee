import { describe, expect, it } from 'vitest';
import {
  ZAppeal,
  ZConsoleAppealList,
  type TAuthUser,
  type TConsoleAppealList,
  type TNotificationList,
  type TOffer,
} from '@spona/contracts';
import { buildAdvertiser, buildCreator, buildOffer, type Actor } from '../../testing/factories';
import { buildStaff, type TestStaff } from '../../testing/staff';
import { useTestServer } from '../../testing/useTestServer';

const t = useTestServer();

let staffMember: TestStaff | undefined;
async function support(): Promise<TestStaff> {
  staffMember ??= await buildStaff(t);
  return staffMember;
}

const kindsOf = async (who: Actor) =>
  (await t.call<TNotificationList>('GET', 'dashboard/notifications/50', who)).body.data.map((n) => n.kind);

const pendingAppeals = async () =>
  ZConsoleAppealList.parse(
    (await t.call<TConsoleAppealList>('GET', 'console/appeals?limit=100', await support())).body,
  );

describe('appeals (issue 17)', () => {
  it('the owner of a flagged offer appeals once; a second appeal of the same flag is 409', async () => {
    const advertiser = await buildAdvertiser(t);
    const offerId = await buildOffer(t, advertiser, { name: 'Zimska kampanja' });
    const staff = await support();
    const notFlagged = await t.call('POST', 'appeals', advertiser, {
      subject: 'OFFER',
      offer_id: offerId,
      message: 'Why?',
    });
    expect(notFlagged.status).toBe(409);
    await t.call('POST', `console/offers/${offerId}/unapprove`, staff, { reason: 'Misleading.' });

    const empty = await t.call('POST', 'appeals', advertiser, {
      subject: 'OFFER',
      offer_id: offerId,
      message: '',
    });
    expect(empty.status).toBe(400);
    const first = await t.call('POST', 'appeals', advertiser, {
      subject: 'OFFER',
      offer_id: offerId,
      message: 'It is accurate.',
    });
    expect(first.status).toBe(201);
    expect(ZAppeal.parse(first.body)).toMatchObject({ status: 'PENDING', offer_id: offerId });
    const second = await t.call('POST', 'appeals', advertiser, {
      subject: 'OFFER',
      offer_id: offerId,
      message: 'Again.',
    });
    expect(second.status).toBe(409);

    const own = await t.call<TOffer[]>('GET', 'offers', advertiser);
    expect(own.body.find((o) => o.offer_id === offerId)!.moderation!.appeal).toMatchObject({
      status: 'PENDING',
      message: 'It is accurate.',
    });
    const queued = (await pendingAppeals()).data.find((a) => a.offer_id === offerId)!;
    expect(queued).toMatchObject({ offer_name: 'Zimska kampanja', flag_reason: 'Misleading.' });
    expect(queued.user.id).toBe(advertiser.id);
  });

  it('only the owner appeals: someone else’s offer is 404, a staff token is no user token', async () => {
    const advertiser = await buildAdvertiser(t);
    const other = await buildAdvertiser(t);
    const offerId = await buildOffer(t, advertiser);
    const staff = await support();
    await t.call('POST', `console/offers/${offerId}/unapprove`, staff, { reason: 'Spam.' });
    const res = await t.call('POST', 'appeals', other, {
      subject: 'OFFER',
      offer_id: offerId,
      message: 'Mine?',
    });
    expect(res.status).toBe(404);
    expect((await t.call('POST', 'appeals', staff, { subject: 'USER', message: 'x' })).status).toBe(401);
    expect((await t.call('POST', 'appeals', null, { subject: 'USER', message: 'x' })).status).toBe(401);
    const withoutOffer = await t.call('POST', 'appeals', advertiser, { subject: 'OFFER', message: 'Which?' });
    expect(withoutOffer.status).toBe(422);
  });

  it('accepting an appeal lifts the flag and tells the owner; the appeal leaves the queue', async () => {
    const creator = await buildCreator(t);
    const staff = await support();
    await t.call('POST', `console/users/${creator.id}/unapprove`, staff, { reason: 'Fake followers.' });
    const appeal = await t.call<{ id: number }>('POST', 'appeals', creator, {
      subject: 'USER',
      message: 'They are real.',
    });
    expect(appeal.status).toBe(201);
    const flagged = await t.call<TAuthUser>('GET', 'auth/user', creator);
    expect(flagged.body.moderation.appeal).toMatchObject({ id: appeal.body.id, status: 'PENDING' });
    expect((await pendingAppeals()).data.map((a) => a.id)).toContain(appeal.body.id);

    const accepted = await t.call('POST', `console/appeals/${appeal.body.id}/accept`, staff, {
      note: 'Checked.',
    });
    expect(accepted.status).toBe(200);
    expect((await t.call<TAuthUser>('GET', 'auth/user', creator)).body.moderation.unapproved).toBe(false);
    expect((await t.call('GET', `public/influencers/${creator.id}`, null)).status).toBe(200);
    expect(await kindsOf(creator)).toContain('USER_APPROVED');
    expect((await pendingAppeals()).data.map((a) => a.id)).not.toContain(appeal.body.id);
    const decided = await t.call<TConsoleAppealList>(
      'GET',
      'console/appeals?status=ACCEPTED&limit=100',
      staff,
    );
    expect(decided.body.data.find((a) => a.id === appeal.body.id)).toMatchObject({
      decision_note: 'Checked.',
    });
    expect(
      (await t.call('POST', `console/appeals/${appeal.body.id}/refuse`, staff, { reason: 'x' })).status,
    ).toBe(409);
  });

  it('approving a flag accepts its pending appeal; a new flag may be appealed again', async () => {
    const creator = await buildCreator(t);
    const staff = await support();
    await t.call('POST', `console/users/${creator.id}/unapprove`, staff, { reason: 'First.' });
    const appeal = await t.call<{ id: number }>('POST', 'appeals', creator, {
      subject: 'USER',
      message: 'No.',
    });
    await t.call('POST', `console/users/${creator.id}/approve`, staff);
    const decided = await t.call<TConsoleAppealList>(
      'GET',
      'console/appeals?status=ACCEPTED&limit=100',
      staff,
    );
    expect(decided.body.data.map((a) => a.id)).toContain(appeal.body.id);
    await t.call('POST', `console/users/${creator.id}/unapprove`, staff, { reason: 'Second.' });
    expect((await t.call('POST', 'appeals', creator, { subject: 'USER', message: 'Again no.' })).status).toBe(
      201,
    );
  });

  it('refusing keeps the flag, tells the owner the reason, and a second appeal of that flag is refused', async () => {
    const creator = await buildCreator(t);
    const staff = await support();
    await t.call('POST', `console/users/${creator.id}/unapprove`, staff, { reason: 'Spam.' });
    const appeal = await t.call<{ id: number }>('POST', 'appeals', creator, {
      subject: 'USER',
      message: 'No.',
    });
    expect((await t.call('POST', `console/appeals/${appeal.body.id}/refuse`, staff, {})).status).toBe(400);
    const refused = await t.call('POST', `console/appeals/${appeal.body.id}/refuse`, staff, {
      reason: 'Still spam.',
    });
    expect(refused.status).toBe(200);
    const own = await t.call<TAuthUser>('GET', 'auth/user', creator);
    expect(own.body.moderation).toMatchObject({
      unapproved: true,
      appeal: { status: 'REFUSED', decision_note: 'Still spam.' },
    });
    const notices = await t.call<TNotificationList>('GET', 'dashboard/notifications/50', creator);
    expect(notices.body.data.find((n) => n.kind === 'APPEAL_REFUSED')!.text).toContain('Still spam.');
    expect((await t.call('POST', 'appeals', creator, { subject: 'USER', message: 'Please.' })).status).toBe(
      409,
    );
    expect((await t.call('POST', 'console/appeals/999999/accept', staff, {})).status).toBe(404);
  });
});
