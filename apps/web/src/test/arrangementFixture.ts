import type { TArrangement, TUserSummary } from '@spona/contracts';

/** A participant as arrangements show them. */
export function buildPerson(overrides: Partial<TUserSummary> = {}): TUserSummary {
  return {
    id: 40,
    type: 'INFLUENCER',
    first_name: 'Ana',
    last_name: 'K.',
    company: null,
    image_url: null,
    initials: 'AK',
    initials_url: '/assets/static/initials/AK.jpeg',
    ...overrides,
  };
}

/**
 * An arrangement as GET arrangements/{id} answers it (SPEC §3, issue 16), seen by user 12 who received
 * the request from user 40, with what a test needs changed.
 */
export function buildArrangement(overrides: Partial<TArrangement> = {}): TArrangement {
  const other = buildPerson();
  return {
    id: 5,
    status: 'IN_PROGRESS',
    role: 'RECEIVER',
    offer: { offer_id: 1, name: 'Reel', type: 'ADVERTISER_OFFER' },
    requester: other,
    receiver: buildPerson({ id: 12, first_name: 'Marko', last_name: 'P.', type: 'ADVERTISER' }),
    other_party: other,
    compensation: null,
    terms: { compensation: null, deadline: null, deliverables: [] },
    open_proposal: null,
    deliveries: [],
    revisions_left: 2,
    expires_at: null,
    side: 'ADVERTISER',
    last_message: null,
    unseen_count: 0,
    needs_completion_prompt: false,
    my_review: null,
    allowed_operations: [],
    last_message_at: null,
    created_at: '2026-01-01T00:00:00.000Z',
    updated_at: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}
