/** SPEC §7: App-standalone is 'true' when the app runs installed. */
export function isStandalone(): boolean {
  const isDisplayStandalone =
    typeof window.matchMedia === 'function' && window.matchMedia('(display-mode: standalone)').matches;
  const isIosStandalone = (navigator as Navigator & { standalone?: boolean }).standalone === true;
  return isDisplayStandalone || isIosStandalone;
}
