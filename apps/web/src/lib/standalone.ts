/** SPEC §7: App-standalone is 'true' when the app runs installed. */
export function isStandalone(): boolean {
  // The prerender (issue 19) renders for a browser tab.
  if (typeof window === 'undefined') return false;
  const isDisplayStandalone =
    typeof window.matchMedia === 'function' && window.matchMedia('(display-mode: standalone)').matches;
  const isIosStandalone = (navigator as Navigator & { standalone?: boolean }).standalone === true;
  return isDisplayStandalone || isIosStandalone;
}
