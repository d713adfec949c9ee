/** localStorage key of the first-time guide's dismissal, one per user (it never comes back). */
export const guideDismissalKey = (userId: number) => `spona.profileGuide.dismissed.${userId}`;

export function isGuideDismissed(userId: number): boolean {
  try {
    return window.localStorage.getItem(guideDismissalKey(userId)) === '1';
  } catch {
    return false;
  }
}

export function dismissGuide(userId: number): void {
  try {
    window.localStorage.setItem(guideDismissalKey(userId), '1');
  } catch {
    // Storage may be full or blocked; the guide then only stays closed for this visit.
  }
}
