import { and, count, eq, isNull, ne } from 'drizzle-orm';
import type { TProfileStrength, TProfileStrengthStep, TUserType } from '@spona/contracts';
import type { Db } from '../../db/client';
import { influencerCategories, offers, socialAccounts } from '../../db/schema';

export type ProfileFacts = {
  hasPhoto: boolean;
  categories: number;
  networks: number;
  offers: number;
};

/** The steps that apply to an account type: advertisers have no categories or social networks. */
const STEPS: Record<TUserType, readonly TProfileStrengthStep[]> = {
  INFLUENCER: ['photo', 'category', 'network', 'offer'],
  ADVERTISER: ['photo', 'offer'],
};

/**
 * SPEC §9 profile completion: a photo, at least 1 category, 1 network and 1 service or offer (for a
 * creator); a photo and an offer for an advertiser. Percent of the steps done.
 */
export function computeProfileStrength(type: TUserType, facts: ProfileFacts): TProfileStrength {
  const isDone: Record<TProfileStrengthStep, boolean> = {
    photo: facts.hasPhoto,
    category: facts.categories >= 1,
    network: facts.networks >= 1,
    offer: facts.offers >= 1,
  };
  const steps = STEPS[type].map((step) => ({ step, done: isDone[step] }));
  const done = steps.filter((s) => s.done).length;
  return {
    percent: Math.round((done / steps.length) * 100),
    is_complete: done === steps.length,
    steps,
    missing: steps.filter((s) => !s.done).map((s) => s.step),
  };
}

/** What the completion meter counts for one user: their photo, categories, networks and offers. */
export async function findProfileFacts(
  db: Db,
  user: { id: number; imageFile: string | null },
): Promise<ProfileFacts> {
  const [[c], [n], [o]] = await Promise.all([
    db.select({ n: count() }).from(influencerCategories).where(eq(influencerCategories.userId, user.id)),
    db
      .select({ n: count() })
      .from(socialAccounts)
      .where(and(eq(socialAccounts.userId, user.id), ne(socialAccounts.verification, 'DELETING'))),
    db
      .select({ n: count() })
      .from(offers)
      .where(and(eq(offers.userId, user.id), isNull(offers.deletedAt))),
  ]);
  return { hasPhoto: user.imageFile !== null, categories: c?.n ?? 0, networks: n?.n ?? 0, offers: o?.n ?? 0 };
}
