import { describe, expect, it } from 'vitest';
import {
  canLogMessageReceived,
  canOpenPrivateFile,
  canViewArrangement,
  checkArrangementRequest,
  roleIn,
} from './arrangements';

const creator = { id: 1, type: 'INFLUENCER' as const, emailVerifiedAt: new Date() };
const advertiser = { id: 2, type: 'ADVERTISER' as const, emailVerifiedAt: new Date() };
const ad = { userId: 2, type: 'ADVERTISER_OFFER' as const, isVisible: true };
const service = { userId: 3, type: 'INFLUENCER_OFFER' as const, isVisible: true };

describe('who may request an offer', () => {
  it('lets a creator request an advertiser offer and an advertiser request a creator service', () => {
    expect(checkArrangementRequest(creator, ad, { user_id: 2, type: 'ADVERTISER_OFFER' })).toBeNull();
    expect(checkArrangementRequest(advertiser, service, { user_id: 3, type: 'INFLUENCER_OFFER' })).toBeNull();
  });

  it('refuses an unconfirmed email before anything else', () => {
    const unconfirmed = { ...creator, emailVerifiedAt: null };
    expect(checkArrangementRequest(unconfirmed, ad, { user_id: 2, type: 'ADVERTISER_OFFER' })).toBe(
      'emailNotConfirmed',
    );
  });

  it('refuses a requester flagged unapproved, right after an unconfirmed email', () => {
    const unapproved = { ...creator, unapproved: true };
    expect(checkArrangementRequest(unapproved, ad, { user_id: 2, type: 'ADVERTISER_OFFER' })).toBe(
      'accountUnapproved',
    );
    expect(
      checkArrangementRequest({ ...unapproved, emailVerifiedAt: null }, ad, {
        user_id: 2,
        type: 'ADVERTISER_OFFER',
      }),
    ).toBe('emailNotConfirmed');
  });

  it('refuses your own offer, a hidden offer, a wrong owner, a wrong type and the wrong account type', () => {
    expect(checkArrangementRequest(advertiser, ad, { user_id: 2, type: 'ADVERTISER_OFFER' })).toBe(
      'ownOffer',
    );
    expect(
      checkArrangementRequest(creator, { ...ad, isVisible: false }, { user_id: 2, type: 'ADVERTISER_OFFER' }),
    ).toBe('offerUnavailable');
    expect(checkArrangementRequest(creator, ad, { user_id: 9, type: 'ADVERTISER_OFFER' })).toBe(
      'notOfferOwner',
    );
    expect(checkArrangementRequest(creator, ad, { user_id: 2, type: 'INFLUENCER_OFFER' })).toBe(
      'typeMismatch',
    );
    expect(checkArrangementRequest(creator, service, { user_id: 3, type: 'INFLUENCER_OFFER' })).toBe(
      'wrongAccountType',
    );
  });
});

describe('who takes part in an arrangement', () => {
  const arrangement = { requesterId: 1, receiverId: 2 };
  it('knows both sides and nobody else', () => {
    expect(roleIn(arrangement, 1)).toBe('REQUESTER');
    expect(roleIn(arrangement, 2)).toBe('RECEIVER');
    expect(roleIn(arrangement, 3)).toBeNull();
    expect(canViewArrangement({ id: 3 }, arrangement)).toBe(false);
  });

  it('logs only messages received from someone else', () => {
    expect(canLogMessageReceived({ id: 2 }, { senderId: 1, receiverId: 2 })).toBe(true);
    expect(canLogMessageReceived({ id: 1 }, { senderId: 1, receiverId: 2 })).toBe(false);
    expect(canLogMessageReceived({ id: 3 }, { senderId: 1, receiverId: 2 })).toBe(false);
  });
});

describe('who may open a private file (issue 16)', () => {
  const arrangement = { requesterId: 1, receiverId: 2 };
  const unsent = { uploaderId: 1, messageId: null, deliveryId: null };

  it('lets only its uploader open an upload no message or delivery carries yet', () => {
    expect(canOpenPrivateFile({ id: 1 }, arrangement, unsent)).toBe(true);
    expect(canOpenPrivateFile({ id: 2 }, arrangement, unsent)).toBe(false);
  });

  it('lets both participants open a file once it is sent, and nobody else', () => {
    for (const sent of [
      { ...unsent, messageId: 7 },
      { ...unsent, deliveryId: 3 },
    ]) {
      expect(canOpenPrivateFile({ id: 1 }, arrangement, sent)).toBe(true);
      expect(canOpenPrivateFile({ id: 2 }, arrangement, sent)).toBe(true);
      expect(canOpenPrivateFile({ id: 3 }, arrangement, sent)).toBe(false);
    }
    expect(canOpenPrivateFile({ id: 3 }, arrangement, { ...unsent, uploaderId: 3 })).toBe(false);
  });
});
