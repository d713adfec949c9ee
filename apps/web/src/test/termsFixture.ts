import type { TArrangement, TOffer, TProposal, TUserSummary } from '@spona/contracts';

/** A participant as arrangements name them. */
export function buildUserSummary(overrides: Partial<TUserSummary> = {}): TUserSummary {
  return {
    id: 12,
    type: 'INFLUENCER',
    first_name: 'Ana',
    last_name: 'Horvat',
    company: null,
    image_url: null,
    initials: 'AH',
    initials_url: '/assets/initials/AH.svg',
    ...overrides,
  };
}

/** An arrangement as its requester (the advertiser, id 40) sees it; Ana (12) received it. */
export function buildArrangementJson(overrides: Partial<TArrangement> = {}): TArrangement {
  const creator = buildUserSummary();
  const advertiser = buildUserSummary({ id: 40, type: 'ADVERTISER', first_name: 'Luka', last_name: 'Babić' });
  return {
    id: 5,
    status: 'REQUESTED',
    role: 'REQUESTER',
    offer: { offer_id: 3, name: 'Instagram story', type: 'INFLUENCER_OFFER' },
    requester: advertiser,
    receiver: creator,
    other_party: creator,
    compensation: { kind: 'MONEY', amount: 180 },
    terms: {
      compensation: { kind: 'MONEY', amount: 180 },
      deadline: null,
      deliverables: ['1 Instagram Reel'],
    },
    open_proposal: null,
    deliveries: [],
    revisions_left: 2,
    expires_at: null,
    side: 'ADVERTISER',
    last_message: null,
    unseen_count: 0,
    needs_completion_prompt: false,
    my_review: null,
    allowed_operations: ['CANCEL', 'SEND', 'PROPOSE', 'REPORT'],
    last_message_at: null,
    created_at: '2026-11-20T10:00:00.000Z',
    updated_at: '2026-11-20T10:00:00.000Z',
    ...overrides,
  };
}

/** An open counter-offer of `proposer`. */
export function buildProposalJson(proposer: number, overrides: Partial<TProposal> = {}): TProposal {
  return {
    id: 9,
    proposer,
    status: 'OPEN',
    terms: { compensation: { kind: 'MONEY', amount: 220 }, deadline: '2026-12-12', deliverables: ['1 Reel'] },
    message: 'Could we do 220?',
    created_at: '2026-11-21T10:00:00.000Z',
    answered_at: null,
    ...overrides,
  };
}

/** A creator's published service. */
export function buildOfferJson(overrides: Partial<TOffer> = {}): TOffer {
  return {
    offer_id: 3,
    type: 'INFLUENCER_OFFER',
    name: 'Instagram story',
    description: null,
    description_en: null,
    price: 150,
    is_visible_to_campaign_builder: true,
    categories: [],
    targeting: {
      gender: null,
      age_from: null,
      age_to: null,
      location_id: null,
      city: null,
      followers_from: null,
      followers_to: null,
      engagement_from: null,
      engagement_to: null,
    },
    influencers_needed: 1,
    compensation: { kind: 'MONEY', amount: 150, show_amount: true },
    status: 'ACTIVE',
    starts_at: null,
    ends_at: null,
    images: [],
    owner: buildUserSummary(),
    featured: false,
    is_visible: true,
    created_at: '2026-11-01T10:00:00.000Z',
    updated_at: '2026-11-01T10:00:00.000Z',
    ...overrides,
  };
}
