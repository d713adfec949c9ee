import { describe, expect, it } from 'vitest';
import {
  campaignBlockOf,
  canBuildCampaigns,
  canChangeCampaignBrief,
  canChangeCampaignCreators,
  checkCampaignSender,
  checkCampaignService,
  isOwnedBy,
  type CreatorFacts,
  type ServiceFacts,
} from './campaigns';

const creator: CreatorFacts = {
  id: 7,
  type: 'INFLUENCER',
  deletedAt: null,
  unapproved: false,
  emailVerifiedAt: new Date(),
};
const service: ServiceFacts = {
  userId: 7,
  type: 'INFLUENCER_OFFER',
  deletedAt: null,
  price: 120,
  isVisible: true,
};

describe('shortlist and campaign policies', () => {
  it('let only advertisers build, and only the owner see a list or a campaign', () => {
    expect(canBuildCampaigns({ type: 'ADVERTISER' })).toBe(true);
    expect(canBuildCampaigns({ type: 'INFLUENCER' })).toBe(false);
    expect(isOwnedBy({ id: 1 }, { ownerId: 1 })).toBe(true);
    expect(isOwnedBy({ id: 2 }, { ownerId: 1 })).toBe(false);
  });

  it('keep a sent campaign’s creators and brief, but take the same brief again', () => {
    expect(canChangeCampaignCreators({ status: 'DRAFT' })).toBe(true);
    expect(canChangeCampaignCreators({ status: 'SENT' })).toBe(false);
    const sent = { status: 'SENT' as const, brief: 'Summer' };
    expect(canChangeCampaignBrief(sent, undefined)).toBe(true);
    expect(canChangeCampaignBrief(sent, 'Summer')).toBe(true);
    expect(canChangeCampaignBrief(sent, 'Winter')).toBe(false);
    expect(canChangeCampaignBrief(sent, null)).toBe(false);
    expect(canChangeCampaignBrief({ status: 'DRAFT', brief: 'Summer' }, 'Winter')).toBe(true);
  });

  it('add only a visible creator’s own priced service that is open for requests (SPEC §5)', () => {
    expect(checkCampaignService(creator, service)).toBeNull();
    expect(checkCampaignService(undefined, service)).toBe('notACreator');
    expect(checkCampaignService({ ...creator, type: 'ADVERTISER' }, service)).toBe('notACreator');
    expect(checkCampaignService({ ...creator, unapproved: true }, service)).toBe('notACreator');
    expect(checkCampaignService(creator, undefined)).toBe('notCreatorsService');
    expect(checkCampaignService(creator, { ...service, userId: 8 })).toBe('notCreatorsService');
    expect(checkCampaignService(creator, { ...service, type: 'ADVERTISER_OFFER' })).toBe(
      'notCreatorsService',
    );
    expect(checkCampaignService(creator, { ...service, deletedAt: new Date() })).toBe('notCreatorsService');
    expect(checkCampaignService(creator, { ...service, price: null })).toBe('notPriced');
    expect(checkCampaignService(creator, { ...service, isVisible: false })).toBe('offerUnavailable');
  });

  it('name the first reason a creator cannot receive the request', () => {
    expect(campaignBlockOf(creator, service, false)).toBeNull();
    expect(campaignBlockOf({ ...creator, deletedAt: new Date() }, service, false)).toBe(
      'CREATOR_UNAVAILABLE',
    );
    expect(
      campaignBlockOf({ ...creator, emailVerifiedAt: null }, { ...service, isVisible: false }, false),
    ).toBe('EMAIL_NOT_CONFIRMED');
    expect(campaignBlockOf(creator, { ...service, isVisible: false }, true)).toBe('OFFER_UNAVAILABLE');
    expect(campaignBlockOf(creator, { ...service, price: null }, true)).toBe('NOT_PRICED');
    expect(campaignBlockOf(creator, service, true)).toBe('ALREADY_ACTIVE');
  });

  it('refuse a send by an advertiser with an unconfirmed email or on hold', () => {
    expect(checkCampaignSender({ emailVerifiedAt: new Date(), unapproved: false })).toBeNull();
    expect(checkCampaignSender({ emailVerifiedAt: null, unapproved: false })).toBe('emailNotConfirmed');
    expect(checkCampaignSender({ emailVerifiedAt: new Date(), unapproved: true })).toBe('accountUnapproved');
  });
});
