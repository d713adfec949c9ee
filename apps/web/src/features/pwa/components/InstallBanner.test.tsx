// @vitest-environment jsdom
import '../../../test/setupDom';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearAuth, writeAuth } from '../../../lib/authStorage';
import { i18n } from '../../../lib/i18n';
import { buildPublicData, jsonResponse } from '../../../test/publicDataFixture';
import { buildAuthUser } from '../../../test/authUserFixture';
import { renderWithProviders } from '../../../test/renderApp';
import { resetInstallBannerLogForTests } from '../hooks/useInstallBanner';
import { INSTALL_BANNER_DISMISSED_KEY } from '../lib/bannerState';
import { resetInstallPromptForTests, startInstallPromptCapture } from '../lib/installPrompt';
import { InstallBanner } from './InstallBanner';

/** The signed-in user's answer to GET auth/user, held back until a test gives it. */
let answerUser: (() => Response) | undefined;
let userAnswered: Promise<void> = Promise.resolve();

const fetchMock = vi.fn(async (url: string, _init?: RequestInit) => {
  if (url.endsWith('/event-log')) return jsonResponse({ success: true }, 201);
  if (url.endsWith('/auth/user')) {
    await userAnswered;
    return answerUser?.() ?? jsonResponse({}, 401);
  }
  return jsonResponse(buildPublicData({}, 'en'));
});

/** The APP_UPSELL actions posted to the event log, with their user ids. */
function loggedEvents() {
  return fetchMock.mock.calls
    .filter(([url]) => url.endsWith('/event-log'))
    .map(([, init]) => JSON.parse(String(init?.body)) as { action: string; payload: { user_id: number } })
    .map((record) => `${record.action} ${record.payload.user_id}`);
}

/** A phone-sized screen (below 768 px) in a browser tab, not the installed app. */
function setScreenWidth(width: number) {
  window.matchMedia = (query: string) =>
    ({
      matches: width <= Number(/max-width: ([\d.]+)px/.exec(query)?.[1] ?? -1),
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

function offerInstall(outcome: 'accepted' | 'dismissed' = 'accepted') {
  const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
    prompt: vi.fn(async () => undefined),
    userChoice: Promise.resolve({ outcome, platform: 'web' }),
  });
  act(() => {
    window.dispatchEvent(event);
  });
  return event;
}

const originalMatchMedia = window.matchMedia;
let stopCapture: () => void;
beforeEach(async () => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockClear();
  stopCapture = startInstallPromptCapture();
  setScreenWidth(375);
  await i18n.changeLanguage('en');
});
afterEach(() => {
  clearAuth();
  answerUser = undefined;
  userAnswered = Promise.resolve();
  stopCapture();
  resetInstallPromptForTests();
  resetInstallBannerLogForTests();
  window.matchMedia = originalMatchMedia;
});

describe('InstallBanner', () => {
  it('appears on a phone once the browser offers to install, and logs that it appeared', async () => {
    renderWithProviders(<InstallBanner />);
    expect(screen.queryByRole('region', { name: 'Install the app' })).toBeNull();
    offerInstall();
    expect(screen.getByRole('region', { name: 'Install the app' }).textContent).toContain(
      'Install Spona on your phone',
    );
    await waitFor(() => expect(loggedEvents()).toEqual(['BANNER_APPEARED -1']));
  });

  it('stays away on a large screen', () => {
    setScreenWidth(1024);
    renderWithProviders(<InstallBanner />);
    offerInstall();
    expect(screen.queryByRole('region', { name: 'Install the app' })).toBeNull();
    expect(loggedEvents()).toEqual([]);
  });

  it('opens the browser install dialog; once installed it goes and logs the install', async () => {
    renderWithProviders(<InstallBanner />);
    const prompt = offerInstall('accepted');
    fireEvent.click(screen.getByRole('button', { name: 'Install' }));
    expect(prompt.prompt).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Install the app' })).toBeNull());
    await waitFor(() =>
      expect(loggedEvents()).toEqual(['BANNER_APPEARED -1', 'BANNER_ACCEPTED -1', 'APP_INSTALL -1']),
    );
  });

  it('closes for good on this device, and logs the dismissal', async () => {
    const { unmount } = renderWithProviders(<InstallBanner />);
    offerInstall();
    fireEvent.click(screen.getByRole('button', { name: 'Close the install offer' }));
    expect(screen.queryByRole('region', { name: 'Install the app' })).toBeNull();
    expect(window.localStorage.getItem(INSTALL_BANNER_DISMISSED_KEY)).toBe('1');
    await waitFor(() => expect(loggedEvents()).toEqual(['BANNER_APPEARED -1', 'BANNER_DISMISSED -1']));
    unmount();

    // The next visit: the browser offers again, the banner does not.
    renderWithProviders(<InstallBanner />);
    offerInstall();
    expect(screen.queryByRole('region', { name: 'Install the app' })).toBeNull();
  });

  it('is keyboard usable: both buttons are reachable and labelled', () => {
    renderWithProviders(<InstallBanner />);
    offerInstall();
    const buttons = screen.getAllByRole('button');
    expect(buttons.map((button) => button.getAttribute('aria-label') ?? button.textContent)).toEqual([
      'Install',
      'Close the install offer',
    ]);
    for (const button of buttons) expect(button.tabIndex).toBe(0);
  });

  it('shows at once for a signed-in user, and its events wait for their id (never -1)', async () => {
    const user = buildAuthUser({ id: 42, type: 'ADVERTISER', company: 'Brand' });
    let giveUser = () => {};
    userAnswered = new Promise((resolve) => {
      giveUser = resolve;
    });
    answerUser = () => jsonResponse(user);
    // Far from expiry, so the app does not refresh the token first.
    writeAuth({ access_token: 'access', refresh_token: 'refresh', expires_in: 7 * 24 * 3600 });
    renderWithProviders(<InstallBanner />);
    offerInstall();
    await screen.findByRole('region', { name: 'Install the app' });
    fireEvent.click(screen.getByRole('button', { name: 'Close the install offer' }));
    expect(screen.queryByRole('region', { name: 'Install the app' })).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(loggedEvents()).toEqual([]);

    giveUser();
    await waitFor(() => expect(loggedEvents()).toEqual(['BANNER_APPEARED 42', 'BANNER_DISMISSED 42']));
  });
});
