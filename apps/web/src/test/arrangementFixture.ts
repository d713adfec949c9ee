import type { TArrangement, TDelivery, TPrivateFile, TUserSummary } from '@spona/contracts';

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
