/**
 * The app's last two locations, so a page can tell where the user came from (SPEC §2: a search page
 * is re-attached only on a return from a profile). AppScrollRestoration records every location the
 * router commits; a page reads its origin while it renders, before or after its own location is
 * recorded (a lazy page may first commit its loading fallback).
 */

interface TTrailEntry {
  key: string;
  pathname: string;
}

let current: TTrailEntry | null = null;
let previous: TTrailEntry | null = null;

export function recordLocation({ key, pathname }: TTrailEntry): void {
  if (current?.key === key) return;
  previous = current;
  current = { key, pathname };
}

/** The path the user was on before `location`; null when it is the first page of the app. */
export function findOriginPathname(location: TTrailEntry): string | null {
  if (current?.key === location.key) return previous?.pathname ?? null;
  return current?.pathname ?? null;
}

/** Forgets the trail (tests). */
export function resetLocationTrail(): void {
  current = null;
  previous = null;
}
