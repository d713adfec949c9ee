import { readInstallBannerDismissed } from './bannerState';
import { getInstallPromptState, subscribeToInstallPrompt } from './installPrompt';

/**
 * Issue 19: the install banner of SPEC §4 is part of every prerendered page, hidden. The browser
 * offers to install (to a returning user, on every visit until installed) before the app has
 * hydrated; shown only by the app, the banner came seconds after the page and was its largest
 * paint (the messenger's LCP at 4.3 s in Lighthouse). The entry (app/boot.ts) marks the document
 * while the browser's offer stands and the banner was not closed on this device; the banner's styles
 * show it then on a phone (InstallBanner.module.css), until the hydrated app decides itself.
 */
const OFFER_ATTRIBUTE = 'installOffer';

let stopFollowing: (() => void) | undefined;

function markOffer(): void {
  const { prompt, isInstalled } = getInstallPromptState();
  const isOffered = prompt !== null && !isInstalled && !readInstallBannerDismissed();
  if (isOffered) {
    document.documentElement.dataset[OFFER_ATTRIBUTE] = '';
    // When the offer came, for the audits (a user timing in Lighthouse's report).
    performance.mark('spona:install-offer');
  } else delete document.documentElement.dataset[OFFER_ATTRIBUTE];
}

/** Marks the document while the browser's install offer stands (`data-install-offer`). */
export function followInstallOfferEarly(): void {
  stopFollowing ??= subscribeToInstallPrompt(markOffer);
}

/** The hydrated app shows the banner itself from now on. */
export function endEarlyInstallOffer(): void {
  stopFollowing?.();
  stopFollowing = undefined;
  delete document.documentElement.dataset[OFFER_ATTRIBUTE];
}
