// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { INSTALL_BANNER_DISMISSED_KEY } from './bannerState';
import { endEarlyInstallOffer, followInstallOfferEarly } from './earlyInstallOffer';
import { resetInstallPromptForTests, startInstallPromptCapture } from './installPrompt';

function offerInstall(): void {
  const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
    prompt: async () => undefined,
    userChoice: Promise.resolve({ outcome: 'dismissed', platform: 'web' }),
  });
  window.dispatchEvent(event);
}

const isMarked = () => document.documentElement.hasAttribute('data-install-offer');

describe('the install offer before the app hydrates (issue 19)', () => {
  let stopCapture: () => void;
  beforeEach(() => {
    localStorage.clear();
    stopCapture = startInstallPromptCapture();
  });
  afterEach(() => {
    endEarlyInstallOffer();
    stopCapture();
    resetInstallPromptForTests();
  });

  it('marks the document once the browser offers to install, until the app takes over', () => {
    followInstallOfferEarly();
    expect(isMarked()).toBe(false);
    offerInstall();
    expect(isMarked()).toBe(true);
    endEarlyInstallOffer();
    expect(isMarked()).toBe(false);
    // The app decides from now on: a later offer leaves the document as it is.
    offerInstall();
    expect(isMarked()).toBe(false);
  });

  it('leaves it unmarked where the banner was closed on this device', () => {
    localStorage.setItem(INSTALL_BANNER_DISMISSED_KEY, '1');
    followInstallOfferEarly();
    offerInstall();
    expect(isMarked()).toBe(false);
  });

  it('takes the mark away when the app is installed meanwhile', () => {
    followInstallOfferEarly();
    offerInstall();
    window.dispatchEvent(new Event('appinstalled'));
    expect(isMarked()).toBe(false);
  });
});
