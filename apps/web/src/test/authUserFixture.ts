import type { TAuthUser } from '@spona/contracts';

/** A signed-in user as GET auth/user answers it (SPEC §7), with what a test needs changed. */
export function buildAuthUser(overrides: Partial<TAuthUser> = {}): TAuthUser {
  return {
    id: 7,
    type: 'INFLUENCER',
    username: 'ana',
    first_name: 'Ana',
    last_name: 'Kovačević',
    email: 'ana@spona.local',
    email_verified: true,
    email_verified_at: null,
    company: null,
    website: null,
    description: null,
    description_en: null,
    city: null,
    location_id: 1,
    cover_file: null,
    gender: null,
    age: null,
    preferred_language: 'en',
    notify_email: true,
    notify_recommendations: true,
    notify_reminders: true,
    notify_push: true,
    image_file: null,
    unapproved: false,
    moderation: { unapproved: false, reason: null, flagged_at: null, appeal: null },
    arrangements: [],
    created_at: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}
