import type { TGender, TOffer } from '@spona/contracts';

/** One part of an offer's targeting line, to be translated by the card. */
export type TTargetingPart =
  | { kind: 'GENDER'; gender: Exclude<TGender, 'ANY' | 'NOT_SAYING'> }
  | { kind: 'PLACE'; city: string | null; locationId: number | null }
  | { kind: 'FOLLOWERS'; from: number | null; to: number | null };

/**
 * Who an offer is for, in the order a card shows it on one line (issue 18): gender, country or city,
 * followers. 'Any' gender and empty fields say nothing, so an open offer has no parts.
 */
export function listTargetingParts(targeting: TOffer['targeting']): TTargetingPart[] {
  const parts: TTargetingPart[] = [];
  const { gender } = targeting;
  if (gender && gender !== 'ANY' && gender !== 'NOT_SAYING') parts.push({ kind: 'GENDER', gender });
  const city = targeting.city?.trim() || null;
  if (city || targeting.location_id !== null) {
    parts.push({ kind: 'PLACE', city, locationId: targeting.location_id });
  }
  const from = targeting.followers_from || null;
  if (from !== null || targeting.followers_to !== null) {
    parts.push({ kind: 'FOLLOWERS', from, to: targeting.followers_to });
  }
  return parts;
}
