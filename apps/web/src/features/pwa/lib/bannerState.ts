/**
 * When the install and update banners of SPEC §4 show, and how a dismissal is remembered. Pure
 * decisions, so the rules are tested on their own (bannerState.test.ts).
 */

/** Local-storage key: the install banner was closed on this device; it does not come back. */
export const INSTALL_BANNER_DISMISSED_KEY = 'installBannerDismissed';
/** Session-storage key: the update banner was closed in this tab; it comes back in a new session. */
export const UPDATE_BANNER_DISMISSED_KEY = 'updateBannerDismissed';
const DISMISSED = '1';

export interface InstallBannerInput {
  /** Below the 768 px breakpoint (SPEC §2). */
  isSmallScreen: boolean;
  /** The browser offered its install prompt (`beforeinstallprompt`) and it is still unused. */
  hasInstallPrompt: boolean;
  isDismissed: boolean;
  /** Installed during this visit (`appinstalled`, or the prompt was accepted). */
  isInstalled: boolean;
  /** Running as the installed app (SPEC §7 App-standalone). */
  isStandalone: boolean;
}

/**
 * SPEC §4: the install banner is shown on small screens when the browser install prompt is
 * available and not dismissed; hidden after install (and never inside the installed app).
 */
export function isInstallBannerShown(input: InstallBannerInput): boolean {
  return (
    input.isSmallScreen &&
    input.hasInstallPrompt &&
    !input.isDismissed &&
    !input.isInstalled &&
    !input.isStandalone
  );
}

export interface UpdateBannerInput {
  /** A new version of the service worker is installed and waiting. */
  isUpdateAvailable: boolean;
  isDismissed: boolean;
  isStandalone: boolean;
}

/** SPEC §4: the update banner is shown when an update is available, not dismissed and not in an installed app. */
export function isUpdateBannerShown(input: UpdateBannerInput): boolean {
  return input.isUpdateAvailable && !input.isDismissed && !input.isStandalone;
}

function readFlag(storage: () => Storage, key: string): boolean {
  try {
    return storage().getItem(key) === DISMISSED;
  } catch {
    // Storage can be blocked (private modes): then nothing was remembered.
    return false;
  }
}

function writeFlag(storage: () => Storage, key: string): void {
  try {
    storage().setItem(key, DISMISSED);
  } catch {
    // Not remembered across reloads; the banner still closes now.
  }
}

export const readInstallBannerDismissed = () =>
  readFlag(() => window.localStorage, INSTALL_BANNER_DISMISSED_KEY);
export const rememberInstallBannerDismissed = () =>
  writeFlag(() => window.localStorage, INSTALL_BANNER_DISMISSED_KEY);
export const readUpdateBannerDismissed = () =>
  readFlag(() => window.sessionStorage, UPDATE_BANNER_DISMISSED_KEY);
export const rememberUpdateBannerDismissed = () =>
  writeFlag(() => window.sessionStorage, UPDATE_BANNER_DISMISSED_KEY);
