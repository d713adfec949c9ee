// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  getInstallPromptState,
  resetInstallPromptForTests,
  showInstallPrompt,
  startInstallPromptCapture,
  subscribeToInstallPrompt,
} from './installPrompt';

/** A `beforeinstallprompt` event as Chromium fires it, answering `outcome` when shown. */
function fireInstallPrompt(outcome: 'accepted' | 'dismissed') {
  const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
    prompt: vi.fn(async () => undefined),
    userChoice: Promise.resolve({ outcome, platform: 'web' }),
  });
  window.dispatchEvent(event);
  return event;
}

let stop: () => void;
beforeEach(() => {
  stop = startInstallPromptCapture();
});
afterEach(() => {
  stop();
  resetInstallPromptForTests();
});

describe('the install prompt', () => {
  it('keeps the browser prompt for the banner instead of the browser showing its own', () => {
    const listener = vi.fn();
    const unsubscribe = subscribeToInstallPrompt(listener);
    const event = fireInstallPrompt('accepted');
    unsubscribe();
    expect(event.defaultPrevented).toBe(true);
    expect(getInstallPromptState()).toEqual({ prompt: event, isInstalled: false });
    expect(listener).toHaveBeenCalled();
  });

  it('shows the prompt once; accepting it marks the app installed', async () => {
    const event = fireInstallPrompt('accepted');
    expect(await showInstallPrompt()).toBe('accepted');
    expect(event.prompt).toHaveBeenCalledTimes(1);
    expect(getInstallPromptState()).toEqual({ prompt: null, isInstalled: true });
    expect(await showInstallPrompt()).toBe('unavailable');
  });

  it('drops a prompt the user dismissed, without marking anything installed', async () => {
    fireInstallPrompt('dismissed');
    expect(await showInstallPrompt()).toBe('dismissed');
    expect(getInstallPromptState()).toEqual({ prompt: null, isInstalled: false });
  });

  it('is installed when the browser says so, from its own menu too', () => {
    fireInstallPrompt('accepted');
    window.dispatchEvent(new Event('appinstalled'));
    expect(getInstallPromptState()).toEqual({ prompt: null, isInstalled: true });
  });

  it('ignores an event without a prompt', () => {
    window.dispatchEvent(new Event('beforeinstallprompt'));
    expect(getInstallPromptState().prompt).toBeNull();
  });

  it('says so when the browser refuses to show the prompt', async () => {
    const event = fireInstallPrompt('accepted');
    event.prompt.mockRejectedValueOnce(new DOMException('no gesture', 'NotAllowedError'));
    expect(await showInstallPrompt()).toBe('unavailable');
    expect(getInstallPromptState().isInstalled).toBe(false);
  });
});
