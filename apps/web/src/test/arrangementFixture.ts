import type {
  TArrangement,
  TDelivery,
  TOffer,
  TPrivateFile,
  TProposal,
  TUserSummary,
} from '@spona/contracts';

/** A participant as arrangements carry them. */
export function buildUserSummary(overrides: Partial<TUserSummary> = {}): TUserSummary {
  return {
    id: 40,
    type: 'INFLUENCER',
    first_name: 'Ana',
    last_name: 'Kovač',
    company: null,
    image_url: null,
    initials: 'AK',
    initials_url: '/assets/static/initials/AK.jpeg',
    ...overrides,
  };
}

/** A private file of a message or a delivery (issue 16), as the API answers it. */
export function buildPrivateFile(id: number, overrides: Partial<TPrivateFile> = {}): TPrivateFile {
  const isPdf = overrides.kind === 'PDF';
  return {
    id,
    kind: 'IMAGE',
    name: isPdf ? `brief-${id}.pdf` : `photo-${id}.jpg`,
    content_type: isPdf ? 'application/pdf' : 'image/jpeg',
    size: 1_258_291,
    width: isPdf ? null : 1200,
    height: isPdf ? null : 800,
    url: `/api/v1/arrangements/5/files/${id}`,
    ...overrides,
  };
}

/** A delivery (issue 16), pending unless told. */
export function buildDelivery(id: number, overrides: Partial<TDelivery> = {}): TDelivery {
  return {
    id,
    status: 'PENDING',
    note: null,
    links: [],
    files: [],
    answer_note: null,
    approved_automatically: false,
    auto_approve_at: '2026-03-04T10:00:00.000Z',
    created_at: '2026-03-01T10:00:00.000Z',
    answered_at: null,
    ...overrides,
  };
}

/** An arrangement as its participants see it (SPEC §3), in progress unless told. */
export function buildArrangement(overrides: Partial<TArrangement> = {}): TArrangement {
  const other = buildUserSummary();
  return {
    id: 5,
    status: 'IN_PROGRESS',
    role: 'RECEIVER',
    offer: { offer_id: 1, name: 'Reel about summer shoes', type: 'ADVERTISER_OFFER' },
    requester: other,
    receiver: buildUserSummary({ id: 7, type: 'ADVERTISER', first_name: 'Marko', last_name: 'Perić' }),
    other_party: other,
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
    allowed_operations: ['SEND', 'ABORT', 'COMPLETE', 'REPORT', 'PROPOSE'],
    last_message_at: null,
    created_at: '2026-03-01T09:00:00.000Z',
    updated_at: '2026-03-01T09:00:00.000Z',
    ...overrides,
  };
}

/**
 * A request as its requester sees it: the advertiser Luka (40) asked the creator Ana (12) for her
 * service "Instagram story" (issue 16: with its terms).
 */
export function buildSentRequest(overrides: Partial<TArrangement> = {}): TArrangement {
  const creator = buildUserSummary({ id: 12, first_name: 'Ana', last_name: 'Horvat', initials: 'AH' });
  const advertiser = buildUserSummary({ id: 40, type: 'ADVERTISER', first_name: 'Luka', last_name: 'Babić' });
  return buildArrangement({
    status: 'REQUESTED',
    role: 'REQUESTER',
    offer: { offer_id: 3, name: 'Instagram story', type: 'INFLUENCER_OFFER' },
    requester: advertiser,
    receiver: creator,
    other_party: creator,
    allowed_operations: ['CANCEL', 'SEND', 'PROPOSE', 'REPORT'],
    created_at: '2026-11-20T10:00:00.000Z',
    updated_at: '2026-11-20T10:00:00.000Z',
    ...overrides,
  });
}

/** An open counter-offer of `proposer`. */
export function buildProposal(proposer: number, overrides: Partial<TProposal> = {}): TProposal {
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
export function buildOffer(overrides: Partial<TOffer> = {}): TOffer {
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
    owner: buildUserSummary({ id: 12, first_name: 'Ana', last_name: 'Horvat', initials: 'AH' }),
    featured: false,
    is_visible: true,
    created_at: '2026-11-01T10:00:00.000Z',
    updated_at: '2026-11-01T10:00:00.000Z',
    ...overrides,
  };
}
