// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import {
  INSTALL_BANNER_DISMISSED_KEY,
  isInstallBannerShown,
  isUpdateBannerShown,
  readInstallBannerDismissed,
  readUpdateBannerDismissed,
  rememberInstallBannerDismissed,
  rememberUpdateBannerDismissed,
  type InstallBannerInput,
} from './bannerState';

const offered: InstallBannerInput = {
  isSmallScreen: true,
  hasInstallPrompt: true,
  isDismissed: false,
  isInstalled: false,
  isStandalone: false,
};

afterEach(() => {
  window.localStorage.clear();
  window.sessionStorage.clear();
});

describe('the install banner', () => {
  it('shows on a small screen while the browser offers to install', () => {
    expect(isInstallBannerShown(offered)).toBe(true);
  });

  it.each([
    ['on a large screen', { isSmallScreen: false }],
    ['without the browser install prompt', { hasInstallPrompt: false }],
    ['once dismissed', { isDismissed: true }],
    ['after the app was installed', { isInstalled: true }],
    ['inside the installed app', { isStandalone: true }],
  ])('stays hidden %s', (_when, change) => {
    expect(isInstallBannerShown({ ...offered, ...change })).toBe(false);
  });

  it('remembers a dismissal on this device, across reloads', () => {
    expect(readInstallBannerDismissed()).toBe(false);
    rememberInstallBannerDismissed();
    expect(window.localStorage.getItem(INSTALL_BANNER_DISMISSED_KEY)).toBe('1');
    expect(readInstallBannerDismissed()).toBe(true);
  });
});

describe('the update banner', () => {
  it('shows when a new version waits', () => {
    expect(isUpdateBannerShown({ isUpdateAvailable: true, isDismissed: false, isStandalone: false })).toBe(
      true,
    );
  });

  it.each([
    ['without a new version', { isUpdateAvailable: false, isDismissed: false, isStandalone: false }],
    ['once dismissed', { isUpdateAvailable: true, isDismissed: true, isStandalone: false }],
    ['inside the installed app', { isUpdateAvailable: true, isDismissed: false, isStandalone: true }],
  ])('stays hidden %s', (_when, input) => {
    expect(isUpdateBannerShown(input)).toBe(false);
  });

  it('remembers a dismissal for this tab session only', () => {
    rememberUpdateBannerDismissed();
    expect(readUpdateBannerDismissed()).toBe(true);
    expect(window.localStorage.length).toBe(0);
  });
});

describe('blocked storage', () => {
  it('forgets dismissals instead of failing', () => {
    const original = Object.getOwnPropertyDescriptor(window, 'localStorage');
    Object.defineProperty(window, 'localStorage', {
      configurable: true,
      get: () => {
        throw new DOMException('blocked', 'SecurityError');
      },
    });
    try {
      expect(() => rememberInstallBannerDismissed()).not.toThrow();
      expect(readInstallBannerDismissed()).toBe(false);
    } finally {
      Object.defineProperty(window, 'localStorage', original!);
    }
  });
});
